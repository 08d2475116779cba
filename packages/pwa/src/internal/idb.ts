/** The few IndexedDB operations the outbox needs, as promises over one object store keyed by `id`. */
export interface KeyedStore<T extends { id: string }> {
  put(value: T): Promise<void>;
  delete(id: string): Promise<void>;
  getAll(): Promise<T[]>;
}

const STORE = "entries";

const done = <R>(request: IDBRequest<R>): Promise<R> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });

/** Opens (creating on first use) a database with one object store; the connection is opened lazily and reused. */
export function openKeyedStore<T extends { id: string }>(factory: IDBFactory, name: string): KeyedStore<T> {
  let db: Promise<IDBDatabase> | undefined;
  const connect = (): Promise<IDBDatabase> =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => void request.result.createObjectStore(STORE, { keyPath: "id" });
      request.onsuccess = () => {
        const connection = request.result;
        // Let a newer version (or a deletion) proceed; the next operation reconnects.
        connection.onversionchange = () => {
          connection.close();
          db = undefined;
        };
        resolve(connection);
      };
      request.onerror = () => {
        db = undefined;
        reject(request.error ?? new Error(`Could not open IndexedDB database ${name}`));
      };
    }));
  const run = async <R>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const transaction = (await connect()).transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
    const [result] = await Promise.all([done(operation(transaction.objectStore(STORE))), committed]);
    return result;
  };
  return {
    put: async (value) => void (await run("readwrite", (store) => store.put(value))),
    delete: async (id) => void (await run("readwrite", (store) => store.delete(id))),
    getAll: () => run("readonly", (store) => store.getAll() as IDBRequest<T[]>),
  };
}
