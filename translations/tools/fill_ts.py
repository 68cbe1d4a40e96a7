#!/usr/bin/env python3
# Fills translations/hitmask_<lang>.ts from <lang>.py after `lupdate` has refreshed the
# source texts, and reports any text that has no translation yet:
#   lupdate -no-obsolete -locations none app -ts translations/hitmask_de.ts translations/hitmask_pt_BR.ts
#   lupdate -no-obsolete -locations none -pluralonly app -ts translations/hitmask_en.ts
#   python3 translations/tools/fill_ts.py
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
missing = 0
for lang in ("de", "pt_BR", "en"):
    spec = importlib.util.spec_from_file_location(lang, os.path.join(HERE, lang + ".py"))
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    path = os.path.join(HERE, "..", "hitmask_%s.ts" % lang)
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        source = message.find("source").text
        translation = message.find("translation")
        value = table.T.get(source)
        if value is None:
            print("%s: no translation for %r" % (lang, source))
            missing += 1
            continue
        translation.attrib.pop("type", None)
        translation.text = None
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            for form in value:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value
    tree.write(path, encoding="utf-8", xml_declaration=True)
sys.exit(1 if missing else 0)
