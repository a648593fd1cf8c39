import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('frames events split across chunks and line endings, skipping heartbeats', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 3000\n\n: heartbeat\n\nid: 7\nevent: chatMes')).toEqual([]);
    expect(parser.push('sage\ndata: {"a":1}\r')).toEqual([]);
    expect(parser.push('\n\r\nid: 8\ndata:x\ndata: y\n\n')).toEqual([
      { id: '7', event: 'chatMessage', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x\ny' },
    ]);
  });

  it('ignores an event without data and an id with a NUL', () => {
    const parser = new SseParser();
    expect(parser.push('event: x\n\nid: 1\0\nevent: y\ndata: {}\n\n')).toEqual([
      { id: null, event: 'y', data: '{}' },
    ]);
  });
});
