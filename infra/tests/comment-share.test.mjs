// The backend's comments stay at most 5% of its non-blank lines (issue 41): few and short, each saying why.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import ts from 'typescript';

const root = new URL('../../backend/src/', import.meta.url).pathname;
const limit = 0.05;

// TypeScript's own comment ranges, so a comment after code counts and a `//` inside a string or a regex does not.
function commentLines(text) {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);
  const lines = new Set();
  const mark = (ranges) => {
    for (const range of ranges ?? []) {
      const first = source.getLineAndCharacterOfPosition(range.pos).line;
      const last = source.getLineAndCharacterOfPosition(range.end).line;
      for (let line = first; line <= last; line += 1) lines.add(line);
    }
  };
  const visit = (node) => {
    mark(ts.getLeadingCommentRanges(text, node.pos));
    mark(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // SQL's own comments, inside the template strings of the repositories.
  text.split('\n').forEach((line, index) => {
    if (line.trim().startsWith('-- ')) lines.add(index);
  });
  return lines;
}

function count(text) {
  const comments = commentLines(text);
  const nonBlank = text.split('\n').flatMap((line, index) => (line.trim() === '' ? [] : [index]));
  return { lines: nonBlank.length, comments: nonBlank.filter((index) => comments.has(index)).length };
}

it('counts comments after code, JSDoc and SQL comments, but not a // inside a string or a regex', () => {
  const text = [
    '/**',
    ' * A reason.',
    ' */',
    'const a = 1; // after code',
    "const url = 'https://example.com';",
    'const pattern = /^\\/\\/$/;',
    'const sql = `SELECT 1',
    '  -- why this reads one row',
    '  FROM t`;',
    '',
    'const b = 2; /* inline */',
  ].join('\n');
  assert.deepEqual(count(text), { lines: 10, comments: 6 });
});

it('keeps comments at most 5% of the non-blank lines of backend/src', () => {
  const files = readdirSync(root, { recursive: true })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, ...count(readFileSync(join(root, name), 'utf8')) }));
  const lines = files.reduce((sum, file) => sum + file.lines, 0);
  const comments = files.reduce((sum, file) => sum + file.comments, 0);
  const share = comments / lines;
  const top = files
    .sort((a, b) => b.comments - a.comments)
    .slice(0, 10)
    .map((file) => `  ${String(file.comments).padStart(4)}  ${file.name}`);
  console.log(`backend/src comments: ${comments} of ${lines} non-blank lines (${(share * 100).toFixed(2)}%)\n${top.join('\n')}`);
  assert.ok(share <= limit, `comments are ${(share * 100).toFixed(2)}% of backend/src's non-blank lines, above ${limit * 100}%`);
});
