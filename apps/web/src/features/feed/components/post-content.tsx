// A post's body: HTML sanitised by the server with an allow-list when it was saved, shown with
// lazy images and media kept inside the column.
import { useMemo } from 'react';
import { withLazyImages } from '../lib/lazy-images';
import classes from './post-content.module.css';

export function PostContent({ html }: { html: string }) {
  const lazy = useMemo(() => withLazyImages(html), [html]);
  return <div className={classes.content} dangerouslySetInnerHTML={{ __html: lazy }} />;
}
