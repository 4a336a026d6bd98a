// The backend's comments stay at most 6% of its non-blank lines (issue 41): few and short, each saying why.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const root = new URL('../../backend/src/', import.meta.url).pathname;
const limit = 0.06;

// A line is a comment if, stripped, it starts with // or /*, or lies inside a /* ... */ block.
function count(text) {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    lines += 1;
    if (inBlock || line.startsWith('/*')) {
      comments += 1;
      inBlock = !line.includes('*/');
    } else if (line.startsWith('//')) {
      comments += 1;
    }
  }
  return { lines, comments };
}

it('keeps comments at most 6% of the non-blank lines of backend/src', () => {
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
  assert.ok(share <= limit, `comments are ${(share * 100).toFixed(2)}% of backend/src's non-blank lines, above 6%`);
});
