"""Prints, for each document of a JSON array, whether docs/schemas/project.schema.json
accepts it: "valid", or "invalid" and the path of one error. Used by tst_projectschema
to check the reader's structure checks against the schema file itself.

Usage: project_schema_verdicts.py SCHEMA CASES
"""

import json
import sys

try:
    import jsonschema
except ImportError:  # A missing validator must fail the test, not pass it.
    sys.exit("the schema check needs the jsonschema module: install python3-jsonschema")

with open(sys.argv[1], encoding="utf-8") as f:
    validator = jsonschema.Draft202012Validator(json.load(f))
with open(sys.argv[2], encoding="utf-8") as f:
    cases = json.load(f)
for case in cases:
    error = jsonschema.exceptions.best_match(validator.iter_errors(case))
    print("valid" if error is None else "invalid " + error.json_path)
