import { setTimeout as sleep } from 'node:timers/promises';

interface WithSources {
  sources: readonly { message: string | null }[];
}

/** Whether an answer says a read goes on in the background (an explorer's transfers, DEX closes). */
export const stillReading = (answer: WithSources): boolean =>
  answer.sources.some((source) => source.message?.startsWith('Still reading') ?? false);

/**
 * Every answer to `ask`, asked again a second apart while the last one says a read goes on in the
 * background: a request answers what it has by its deadline (or, for DEX closes, a short wait),
 * and the read it started is stored for the next.
 */
export async function untilRead<T extends WithSources>(
  ask: () => Promise<T>,
  attempts = 60,
): Promise<T[]> {
  const answers = [await ask()];
  while (stillReading(answers.at(-1) as T) && answers.length < attempts) {
    await sleep(1_000);
    answers.push(await ask());
  }
  return answers;
}
