import argon2 from 'argon2';

/** argon2id at m=19 MiB, t=2, p=1 (about 50 ms here); see DESIGN's measured decisions. */
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** At most two hashes at once per process, so a burst of logins cannot exhaust memory. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashSecret(secret: string): Promise<string> {
  return limited(() => argon2.hash(secret, options));
}

export function verifySecret(hash: string, secret: string): Promise<boolean> {
  return limited(() => argon2.verify(hash, secret).catch(() => false));
}
