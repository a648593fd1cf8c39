/** One server-sent event as the stream framed it (WHATWG "event stream interpretation"). */
export type ParsedSseEvent = { id: string | null; event: string; data: string };

/**
 * Parses a text/event-stream incrementally: feed it decoded chunks as they arrive, in any split, and it returns
 * the events completed so far. Comments (heartbeats) and `retry:` are skipped: LiveConnection keeps its own reconnect delays.
 */
export class SseParser {
  #buffer = '';
  #data: string[] = [];
  #event = '';
  #id: string | null = null;
  #hasFields = false;

  push(chunk: string): ParsedSseEvent[] {
    this.#buffer += chunk;
    const events: ParsedSseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.#buffer);
      if (!match) break;
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.#buffer.length - 1) break;
      const line = this.#buffer.slice(0, match.index);
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  #line(line: string): ParsedSseEvent | null {
    if (line === '') {
      if (!this.#hasFields) return null;
      const event =
        this.#data.length > 0
          ? { id: this.#id, event: this.#event || 'message', data: this.#data.join('\n') }
          : null;
      this.#data = [];
      this.#event = '';
      this.#id = null;
      this.#hasFields = false;
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    this.#hasFields = true;
    if (field === 'data') this.#data.push(value);
    else if (field === 'event') this.#event = value;
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    return null;
  }
}
