// The video links a group post accepts: YouTube and Vimeo only, in their usual shapes.
import { describe, expect, it } from 'vitest';
import { groupPostFields } from './group-topics';
import { parseVideoUrl } from './video-links';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abcDEF12345', 'youtube', 'abcDEF12345'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('reads %s', (url, provider, videoId) => {
    expect(parseVideoUrl(url)).toEqual({ provider, videoId });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://vimeo.com/channels/staffpicks',
    'not a url',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('checks a post: text required, links and poll options', () => {
    const parsed = groupPostFields.safeParse({
      body: '',
      videoUrls: ['https://example.com/v'],
      poll: { question: 'q', options: ['one'] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['body', 'validation.required'],
      ['videoUrls.0', 'group_topics.video_url'],
      ['poll.options', 'group_topics.poll_options'],
    ]);
  });
});
