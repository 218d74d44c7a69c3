// Every new-tab link of the console is this one (app/source-rules.test.ts sends target="_blank" here): it never hands the new page this
// window or this address.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NewTabLink } from './new-tab-link';

describe('NewTabLink', () => {
  it('opens in a new tab with noopener noreferrer, keeping the caller’s other attributes', () => {
    const html = renderToStaticMarkup(
      <NewTabLink href="/files/a.pdf" className="text-primary" title="查看原图">
        a.pdf
      </NewTabLink>,
    );
    expect(html).toBe(
      '<a href="/files/a.pdf" class="text-primary" title="查看原图" target="_blank" rel="noopener noreferrer">a.pdf</a>',
    );
  });
});
