// A typed event emitter that also serves its events as async iterators, each through a bounded queue
// (event-queue.ts). A listener that throws is reported, not allowed to break the session that emits.
import { EventQueue } from "./event-queue.js";

export type Listener<Payload> = (payload: Payload) => void;

/** One event as the async iterator yields it: its type, and its payload's fields. */
export type EventOf<Events> = { [Type in keyof Events]: { type: Type } & Events[Type] }[keyof Events];

/** An iterator over events, with the state of its bounded queue. */
export interface EventIterator<Event> extends AsyncIterableIterator<Event> {
  /** Events received and not read yet. */
  readonly queued: number;
  /** The most events that were ever unread at once: never above `limit`. */
  readonly mostQueued: number;
  /** Unread events that a newer event of their type replaced (interim and result events). */
  readonly superseded: number;
  /** The most events the iterator holds unread; past it, the iterator ends with an error. */
  readonly limit: number;
}

type Sink<Events> = (type: keyof Events, event: EventOf<Events>) => void;

export class TypedEmitter<Events extends { [Type in keyof Events]: object }> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #iterators = new Set<Sink<Events>>();

  constructor(
    private readonly onListenerError: (error: unknown) => void,
    /** The event after which iterators end. */
    private readonly lastEvent: keyof Events,
    /** The events a newer one of the same type supersedes: an iterator's queue keeps only the latest unread. */
    private readonly latestOnly: ReadonlySet<keyof Events> = new Set(),
  ) {}

  /** Adds a listener; returns the function that removes it. */
  on<Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>): () => void {
    const listeners = this.#listeners.get(type) ?? new Set();
    this.#listeners.set(type, listeners);
    listeners.add(listener as Listener<never>);
    return () => this.off(type, listener);
  }

  off<Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>): void {
    this.#listeners.get(type)?.delete(listener as Listener<never>);
  }

  once<Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>): () => void {
    const remove = this.on(type, (payload) => {
      remove();
      listener(payload);
    });
    return remove;
  }

  /** Whether anyone would receive the event: lets the emitter skip building a payload nobody reads. */
  protected hasAudience(type: keyof Events): boolean {
    return (this.#listeners.get(type)?.size ?? 0) > 0 || this.#iterators.size > 0;
  }

  protected emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void {
    if (!this.hasAudience(type)) return;
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        (listener as Listener<Events[Type]>)(payload);
      } catch (error) {
        this.onListenerError(error);
      }
    }
    if (this.#iterators.size === 0) return;
    const event = { type, ...payload } as EventOf<Events>;
    // A copy: a sink leaves the set when its iterator ends or overflows.
    for (const sink of [...this.#iterators]) sink(type, event);
  }

  /**
   * Every event from now on, until the last one (included), through a queue of at most `limit` unread
   * events (see EventQueue): an event of a `latestOnly` type replaces the unread older one of its type;
   * when any other event finds the queue full, the iterator stops taking events, yields those it holds,
   * then throws `overflow(limit)`.
   */
  protected iterate(limit: number, overflow: (limit: number) => Error): EventIterator<EventOf<Events>> {
    const queue = new EventQueue<EventOf<Events>>(limit, this.latestOnly);
    let wake: (() => void) | undefined;
    let ended = false;
    let failure: Error | undefined;
    const iterators = this.#iterators;
    const sink: Sink<Events> = (type, event) => {
      if (!queue.push(type, event)) {
        failure = overflow(limit);
        iterators.delete(sink);
      } else if (type === this.lastEvent) {
        ended = true;
        iterators.delete(sink);
      }
      wake?.();
    };
    iterators.add(sink);
    const iterator: EventIterator<EventOf<Events>> = {
      async next() {
        for (;;) {
          const taken = queue.shift();
          if (taken) return { done: false, value: taken.event };
          if (failure) {
            const error = failure;
            failure = undefined;
            ended = true;
            throw error;
          }
          if (ended) return { done: true, value: undefined };
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      },
      async return() {
        iterators.delete(sink);
        queue.clear();
        ended = true;
        failure = undefined;
        wake?.(); // a next() still waiting ends too
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
      get queued() {
        return queue.size;
      },
      get mostQueued() {
        return queue.mostQueued;
      },
      get superseded() {
        return queue.superseded;
      },
      limit,
    };
    return iterator;
  }
}
