// SPDX-License-Identifier: MIT
// index.d.ts is written by hand: every value it declares exists, every export is
// declared, and each class's members are there. (tsc, where installed, checks the syntax:
// `tsc --noEmit --strict index.d.ts`.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as hitmask from '../index.js';

const declarations = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');

// The body of `declare class Name { ... }`, up to the closing brace at the line start.
function classBody(name) {
  const match = new RegExp(`export declare class ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`)
    .exec(declarations);
  assert.ok(match, `class ${name} is declared`);
  return match[1];
}

test('index.d.ts declares exactly the values index.js exports', () => {
  const declared = [...declarations.matchAll(/^export declare (?:const|function|class) (\w+)/gm)]
    .map((m) => m[1]).sort();
  assert.deepEqual(declared, Object.keys(hitmask).sort());
  for (const name of declared) assert.notEqual(hitmask[name], undefined, name);
});

test('functions are declared with as many parameters as they take', () => {
  for (const m of declarations.matchAll(/^export declare function (\w+)\(([^)]*)\)/gm)) {
    const required = m[2].split(',').map((p) => p.trim()).filter((p) => p && !p.includes('?'));
    assert.equal(hitmask[m[1]].length, required.length, m[1]);
  }
});

test('class members in index.d.ts exist on the classes', () => {
  const mask = new hitmask.Mask(3, 3);
  const world = new hitmask.World();
  const instances = {
    Mask: mask, World: world, HmskError: new hitmask.HmskError('x'),
    ShapesError: new hitmask.ShapesError('x'),
  };
  for (const [name, instance] of Object.entries(instances)) {
    const body = classBody(name);
    for (const m of body.matchAll(/^  (static )?(readonly )?(\w+)\??[(:]/gm)) {
      const member = m[3];
      if (member === 'constructor') continue;
      const owner = m[1] ? hitmask[name] : instance;
      assert.ok(member in owner, `${name}.${member}`);
    }
  }
  assert.ok(instances.HmskError instanceof Error);
  assert.equal(instances.HmskError.name, 'HmskError');
  assert.ok(instances.ShapesError instanceof Error);
  assert.equal(instances.ShapesError.name, 'ShapesError');
});

test('package.json points at both files and lists what is published', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.name, 'hitmask');
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.license, 'MIT');
  assert.equal(pkg.types, './index.d.ts');
  assert.equal(pkg.exports['.'].types, './index.d.ts');
  assert.equal(pkg.exports['.'].default, './index.js');
  assert.deepEqual(pkg.dependencies ?? {}, {});
  for (const file of ['index.js', 'index.d.ts', 'src/']) assert.ok(pkg.files.includes(file));
});

test('version is package.json\'s', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  // CMakeLists.txt's version, checked by the test versions_agree.
  assert.equal(hitmask.version, pkg.version);
});
