import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The one line of the shell block under a README heading. */
function commandUnder(readme: string, heading: string): string {
  const section = readme.split(`\n## ${heading}\n`)[1] ?? '';
  const block = /```sh\n([^\n]+)\n```/.exec(section);
  if (!block?.[1]) throw new Error(`README: no shell block under "## ${heading}"`);
  return block[1];
}

describe("the README's commands", () => {
  const readme = read('README.md');

  it('start and test each in one line that first puts the Node of .nvmrc on PATH (a fresh machine)', () => {
    expect(commandUnder(readme, 'Start')).toBe('source scripts/use-node.sh && npm ci && npm start');
    expect(commandUnder(readme, 'Test')).toBe('source scripts/use-node.sh && npm ci && npm test');
  });

  it('are what CI runs: .ci/run runs the test line as written', () => {
    const ciLines = read('.ci/run').split('\n');
    const test = commandUnder(readme, 'Test');
    expect(ciLines.filter((line) => line.startsWith(`${test} `) || line === test)).toHaveLength(1);
  });
});
