// A typed event emitter that also serves its events as an async iterator. A listener that throws is
// reported, not allowed to break the session that emits.

export type Listener<Payload> = (payload: Payload) => void;

/** One event as the async iterator yields it: its type, and its payload's fields. */
export type EventOf<Events> = { [Type in keyof Events]: { type: Type } & Events[Type] }[keyof Events];

export class TypedEmitter<Events extends { [Type in keyof Events]: object }> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #iterators = new Set<(event: EventOf<Events> | undefined) => void>();

  constructor(
    private readonly onListenerError: (error: unknown) => void,
    /** The event after which iterators end. */
    private readonly lastEvent: keyof Events,
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
    const event = { type, ...payload } as EventOf<Events>;
    for (const push of this.#iterators) push(event);
    if (type === this.lastEvent) for (const push of [...this.#iterators]) push(undefined);
  }

  /** Every event from now on, until the last one (included). */
  events(): AsyncIterableIterator<EventOf<Events>> {
    const queue: (EventOf<Events> | undefined)[] = [];
    let wake: (() => void) | undefined;
    const push = (event: EventOf<Events> | undefined) => {
      queue.push(event);
      wake?.();
    };
    this.#iterators.add(push);
    const iterators = this.#iterators;
    const iterator: AsyncIterableIterator<EventOf<Events>> = {
      async next() {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        const event = queue.shift();
        if (event === undefined) {
          iterators.delete(push);
          return { done: true, value: undefined };
        }
        return { done: false, value: event };
      },
      async return() {
        iterators.delete(push);
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
