import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

type Handler = (payload: string) => void;
type ConnectionHandler = (listening: boolean) => void;

const channelPattern = /^[a-z_][a-z0-9_]*$/;

/**
 * The instance's one LISTEN connection (decision 028): a dedicated client, not a pool connection, since LISTEN
 * belongs to a session and a pooled connection goes back to whoever asks next. Features register handlers per
 * channel (the session cache now, the live event stream later) and are told when the connection is lost and
 * when it listens again: notifications sent in between are gone, so whatever relies on them must not trust
 * what it remembers until then. It reconnects by itself, waiting longer after each failure (up to maxRetryMs).
 */
export class NotifyListener {
  readonly #config: pg.ClientConfig;
  readonly #log: FastifyBaseLogger;
  readonly #handlers = new Map<string, Handler[]>();
  readonly #connectionHandlers: ConnectionHandler[] = [];
  readonly #retryMs: number;
  readonly #maxRetryMs: number;
  #client: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    config: pg.ClientConfig,
    log: FastifyBaseLogger,
    options: { retryMs?: number; maxRetryMs?: number } = {},
  ) {
    this.#config = { ...config, application_name: 'homer-listen', keepAlive: true };
    this.#log = log;
    this.#retryMs = options.retryMs ?? 500;
    this.#maxRetryMs = options.maxRetryMs ?? 10_000;
  }

  /** True while LISTEN is in force for every registered channel. */
  get listening(): boolean {
    return this.#listening;
  }

  /** The server process of the connection, for tests that cut it. */
  get pid(): number | null {
    return this.#listening ? ((this.#client as pg.Client & { processID?: number }).processID ?? null) : null;
  }

  /** Register before start(): channels are listened to when the connection opens. */
  on(channel: string, handler: Handler): void {
    if (!channelPattern.test(channel)) throw new Error(`not a channel name: ${channel}`);
    if (this.#client) throw new Error('register channels before the listener starts');
    this.#handlers.set(channel, [...(this.#handlers.get(channel) ?? []), handler]);
  }

  /** Told true once every channel is listened to, false as soon as the connection is lost. */
  onConnection(handler: ConnectionHandler): void {
    this.#connectionHandlers.push(handler);
  }

  /**
   * Connects once; on failure it keeps retrying in the background, so starting never fails. With no channel
   * registered (every follower switched off) it opens no connection.
   */
  async start(): Promise<void> {
    if (this.#handlers.size > 0) await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#setListening(false);
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client(this.#config);
    this.#client = client;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.#client === client) this.#client = null;
      this.#setListening(false);
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.#closed) return;
      this.#failures += 1;
      const delay = Math.min(this.#retryMs * 2 ** (this.#failures - 1), this.#maxRetryMs);
      this.#log.warn({ err: error, retryInMs: delay }, 'LISTEN connection lost');
      this.#retry = setTimeout(() => {
        this.#retry = null;
        void this.#connect();
      }, delay);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.#log.error({ err: error, channel: message.channel }, 'notification handler failed');
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.#handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    if (dropped) return;
    this.#failures = 0;
    this.#setListening(true);
  }

  #setListening(listening: boolean): void {
    if (this.#listening === listening) return;
    this.#listening = listening;
    for (const handler of this.#connectionHandlers) handler(listening);
  }
}
