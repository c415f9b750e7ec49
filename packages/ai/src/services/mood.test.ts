import { ZMoodEmotions, ZMoodInsights } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import type { MoodInsightsInput } from '../types';
import { moodEmotionsService, moodInsightsService } from './mood';

const emotionsOf = (entry: string) => ZMoodEmotions.parse(moodEmotionsService.offline({ entry })).emotions;
const insightsOf = (input: MoodInsightsInput) => ZMoodInsights.parse(moodInsightsService.offline(input));

const risottoEntries: MoodInsightsInput = {
  recipeTitle: 'Risotto',
  entries: [
    {
      entry: 'Stressful evening. The timing was a mess: the rice was mushy and I rushed the stock. So frustrating.',
      timestamp: '2024-03-01T19:00:00Z',
    },
    {
      entry:
        "Better this time, but the timing was still off and it was a bit bland. Next time I'll warm the stock first.",
      timestamp: '2024-03-08T19:00:00Z',
    },
    { entry: 'Finally nailed the timing, creamy and al dente! So proud.', timestamp: '2024-03-15T19:00:00Z' },
    {
      entry: 'Made it for friends and they loved it. Learned to toast the rice longer.',
      timestamp: '2024-03-22T19:00:00Z',
      emotions: ['Happy'],
    },
  ],
};

describe('moodEmotions offline', () => {
  it('reads pride first in a proud success', () => {
    const emotions = emotionsOf('I finally nailed the risotto, so proud!');
    expect(['pride', 'joy']).toContain(emotions[0]);
    expect(emotions).toContain('pride');
  });

  it('does not read joy where happiness is negated', () => {
    const emotions = emotionsOf('I was not happy with it.');
    expect(emotions).not.toContain('joy');
    expect(emotions).toContain('disappointment');
  });

  it('turns a negated stress into calm', () => {
    const emotions = emotionsOf("It wasn't stressful at all.");
    expect(emotions).not.toContain('stress');
    expect(emotions).toContain('calm');
  });

  it('weighs intensified feelings above plain ones', () => {
    const emotions = emotionsOf('A little tired, but I was extremely excited to serve it.');
    expect(emotions.indexOf('excitement')).toBeLessThan(emotions.indexOf('tiredness'));
  });

  it('finds frustration in a kitchen disaster and nostalgia in a family recipe', () => {
    expect(emotionsOf('Ugh, the sauce split again. So frustrating.')).toContain('frustration');
    expect(emotionsOf("Grandma's recipe reminded me of summers growing up.")).toContain('nostalgia');
  });

  it('answers an empty list, which is valid, when no emotion is expressed', () => {
    expect(emotionsOf('Boiled the pasta for 9 minutes.')).toEqual([]);
    expect(emotionsOf('')).toEqual([]);
  });

  it('stays within the schema for a long, emotional entry', () => {
    const entry =
      'happy proud calm grateful excited curious frustrated stressed anxious disappointed tired confused nostalgic satisfied '.repeat(
        50,
      );
    expect(emotionsOf(entry).length).toBeLessThanOrEqual(8);
  });
});

describe('moodInsights offline', () => {
  it('summarises the count, the span, the emotions and the latest mood', () => {
    const insights = insightsOf(risottoEntries);
    expect(insights.summary).toMatch(/^4 entries for Risotto over 3 weeks/);
    expect(insights.summary).toMatch(/pride in 1/);
    expect(insights.summary).toMatch(/the latest is positive/);
  });

  it('names the recurring skill with its count and quotes the entries', () => {
    const insights = insightsOf(risottoEntries);
    expect(insights.summary).toMatch(/timing \(3 entries\)/);
    const skills = insights.patterns.find((pattern) => pattern.category === 'Skills');
    expect(skills?.title).toMatch(/timing/i);
    const timing = skills?.insights.find((insight) => insight.content.startsWith('Timing'));
    expect(timing?.content).toMatch(/3 of 4 entries/);
    expect(timing?.content).toContain('"The timing was a mess"');
  });

  it('ties its recommendation for a timing struggle to mise en place and timers', () => {
    const insights = insightsOf(risottoEntries);
    const timing = insights.recommendations.items.find((item) => item.focus === 'Timing');
    expect(timing?.suggestion).toMatch(/mise en place/);
    expect(timing?.suggestion).toMatch(/timer/);
    expect(timing?.suggestion).toMatch(/frustration/);
  });

  it("collects growth markers and the cook's own plan", () => {
    const growth = insightsOf(risottoEntries).patterns.find((pattern) => pattern.category === 'Growth');
    const contents = growth?.insights.map((insight) => insight.content).join('\n') ?? '';
    expect(contents).toMatch(/Milestone on 2024-03-15/);
    expect(contents).toMatch(/Next time I'll warm the stock first/);
  });

  it('uses the emotions given on an entry as well as detected ones', () => {
    const insights = insightsOf({
      recipeTitle: 'Dal',
      entries: [{ entry: 'Cooked dal tonight.', timestamp: '2024-05-01T18:00:00Z', emotions: ['grateful'] }],
    });
    expect(insights.summary).toMatch(/gratitude in 1/);
  });

  it('says there are no entries yet, with no patterns, for an empty journal', () => {
    const insights = insightsOf({ recipeTitle: 'Paella', entries: [] });
    expect(insights.summary).toMatch(/No journal entries yet for Paella/);
    expect(insights.patterns).toEqual([]);
  });

  it('is deterministic and ignores the order entries arrive in', () => {
    const reversed = { ...risottoEntries, entries: [...risottoEntries.entries].reverse() };
    expect(insightsOf(reversed)).toEqual(insightsOf(risottoEntries));
  });

  it('stays within the schema on odd inputs', () => {
    const many = Array.from({ length: 100 }, (_, day) => ({
      entry: `${'The timing was off and I was stressed but so proud, finally! Next time I will prep first. '.repeat(20)}`,
      timestamp: `2024-01-${String((day % 28) + 1).padStart(2, '0')}T12:00:00Z`,
      emotions: ['x'.repeat(300), '', 'Joy'],
    }));
    expect(() => insightsOf({ recipeTitle: 'T'.repeat(500), entries: many })).not.toThrow();
    expect(() => insightsOf({ recipeTitle: '', entries: [{ entry: '', timestamp: 'not a date' }] })).not.toThrow();
  });
});
