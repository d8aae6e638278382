// GET /home outside the API: the SPA's index.html, with a preload of the first offer card's
// picture for a signed-in member who has an open offer. That picture is a phone's largest paint
// on /home; named in the HTML, it downloads beside the shell instead of after the script and the
// offer list (the web app's boot-fetch.ts starts that list early, but only once it runs). Only
// a <link> is added, never a <script>, so the CSP hashes of the inline scripts still hold; a
// guest, a closed account or a member without an open offer gets index.html as any other path.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withImagePreload } from './home-preload';
import { presentMemberOffer } from './presenter';
import { openOffersFor } from './queries';

/** The page of offers /home's cards show (GET /api/offers?page=1&limit=20): its first offer. */
const HOME_OFFERS = { page: 1, limit: 20 };

async function homePreloadPlugin(app: FastifyInstance, options: { indexFile: string }) {
  const html = readFileSync(options.indexFile, 'utf8');
  app.get(
    '/home',
    // session: the session hook reads the cookie for this page too (plugins/session.ts).
    { schema: { hide: true }, config: { session: true } },
    async (request, reply) => {
      const user = request.user;
      const first = user
        ? (await openOffersFor(app.db, user, HOME_OFFERS.page, HOME_OFFERS.limit)).rows[0]
        : undefined;
      // The URL exactly as GET /api/offers presents it, so the card's <img> finds the download.
      const href = first && presentMemberOffer(request.locale, first, app.storage).imageUrl;
      // As the catch-all in app.ts serves every other path.
      if (!href)
        return reply
          .header('Cache-Control', 'no-cache')
          .sendFile('index.html', { cacheControl: false });
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withImagePreload(html, href));
    },
  );
}

export default fp(homePreloadPlugin, { name: 'home-preload', dependencies: ['db', 'session'] });
