import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/session';

/** Spec part 2 §4: a hidden post's id is kept in the browser too, per user, and filtered from view. */
const keyOf = (userId: number) => `hiddenPosts:${userId}`;

function readHidden(userId: number | undefined): number[] {
  if (userId === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(readStored(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function useHiddenPosts(userId: number | undefined) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set(readHidden(userId)));
  const [forUser, setForUser] = useState(userId);
  if (forUser !== userId) {
    // Another account signed in on this device: its own list applies.
    setForUser(userId);
    setHidden(new Set(readHidden(userId)));
  }
  const hide = useCallback(
    (id: number) => {
      if (userId === undefined) return;
      const next = new Set([...readHidden(userId), id]);
      writeStored(keyOf(userId), JSON.stringify([...next]));
      setHidden(next);
    },
    [userId],
  );
  return { hidden, hide };
}
