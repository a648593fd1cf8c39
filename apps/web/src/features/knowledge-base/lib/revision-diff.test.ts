import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';
import { revisionDiff } from './revision-diff.ts';

describe('htmlToText', () => {
  it('drops tags, breaks blocks into lines, decodes entities and marks images', () => {
    expect(
      htmlToText(
        '<h2>Setup</h2><p>Fish &amp; chips&nbsp;<strong>now</strong></p><p><img src="/x.png">end&#39;s</p>',
      ),
    ).toBe("Setup\nFish & chips now\n [image] end's");
  });

  it('keeps table cells apart', () => {
    expect(
      htmlToText('<table><tr><th>Priority</th><th>When</th></tr><tr><td>High</td><td>Now</td></tr></table>'),
    ).toBe('Priority\tWhen\nHigh\tNow');
  });
});

describe('revisionDiff', () => {
  const base = { title: 'Printer', description: 'old words', content: '<p>one two</p>', videoId: null };

  it('shows what the current document added and removed, field by field', () => {
    const diff = revisionDiff(base, { ...base, description: 'new words', videoId: 'abcdef' });
    const description = diff.find((d) => d.field === 'Description');
    expect(description?.changed).toBe(true);
    expect(description?.parts).toEqual([
      { text: 'old', change: 'removed' },
      { text: 'new', change: 'added' },
      { text: ' words', change: 'same' },
    ]);
    expect(diff.find((d) => d.field === 'Video ID')?.parts).toEqual([{ text: 'abcdef', change: 'added' }]);
    expect(diff.find((d) => d.field === 'Title')?.changed).toBe(false);
  });

  it('compares the content as text, ignoring markup alone', () => {
    const diff = revisionDiff(base, { ...base, content: '<p>one <em>two</em></p>' });
    expect(diff.find((d) => d.field === 'Content')?.changed).toBe(false);
  });
});
