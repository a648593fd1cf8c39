import { describe, expect, it } from 'vitest';
import { statusChoices } from './status-choices.ts';

describe('statusChoices', () => {
  const agent = { canClose: true, canReopen: false };
  it('offers every queue status to an agent who may close', () => {
    expect(statusChoices('Open', agent)).toEqual(['New', 'Open', 'Pending', 'Resolved', 'Closed']);
  });
  it('leaves Closed out for a viewer who may not close', () => {
    expect(statusChoices('New', { canClose: false, canReopen: false })).toEqual([
      'New',
      'Open',
      'Pending',
      'Resolved',
    ]);
  });
  it('keeps a closed ticket closed unless the viewer may reopen it', () => {
    expect(statusChoices('Closed', agent)).toEqual(['Closed']);
    expect(statusChoices('Closed', { canClose: true, canReopen: true })).toEqual([
      'New',
      'Open',
      'Pending',
      'Resolved',
      'Closed',
    ]);
  });
  it('offers nothing on a draft, which only its requester submits', () => {
    expect(statusChoices('Draft', { canClose: true, canReopen: true })).toEqual([]);
  });
});
