// A mail's HTML part as a mail client shows it: a frame without scripts, as wide as a phone
// (390 px) or the page, as tall as the mail.
//   <MailFrame html={string} title={string} width?={390 | undefined} />
import { useState } from 'react';

export function MailFrame({ html, title, width }: { html: string; title: string; width?: number }) {
  const [height, setHeight] = useState(480);
  return (
    <iframe
      title={title}
      // Same origin only to read the mail's height; no scripts run in it.
      sandbox="allow-same-origin"
      srcDoc={html}
      referrerPolicy="no-referrer"
      onLoad={(e) => {
        const doc = e.currentTarget.contentDocument;
        if (doc?.documentElement) setHeight(Math.max(200, doc.documentElement.scrollHeight + 4));
      }}
      style={{
        display: 'block',
        width: width ? `${width}px` : '100%',
        maxWidth: '100%',
        height,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: '#fff',
      }}
    />
  );
}
