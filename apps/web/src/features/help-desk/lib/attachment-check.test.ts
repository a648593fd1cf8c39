import { ticketMessages } from '@homer/contracts/help-desk-tickets';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, fileSize } from './attachment-check.ts';

const fileOf = (bytes: number) => new File([new Uint8Array(bytes)], 'scan.pdf', { type: 'application/pdf' });

describe('attachmentProblem', () => {
  it('asks for a file when none is chosen', () => {
    expect(attachmentProblem(null, 0)).toBe(ticketMessages.attachmentRequired);
  });
  it('refuses a file over 10 MB before sending it', () => {
    expect(attachmentProblem(fileOf(10 * 1024 * 1024 + 1), 0)).toBe(ticketMessages.attachmentTooLarge);
    expect(attachmentProblem(fileOf(10 * 1024 * 1024), 0)).toBeNull();
  });
  it('refuses an eleventh file', () => {
    expect(attachmentProblem(fileOf(10), 10)).toBe(ticketMessages.attachmentTooMany);
    expect(attachmentProblem(fileOf(10), 9)).toBeNull();
  });
});

describe('fileSize', () => {
  it('uses the largest unit that keeps a whole number in front', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
