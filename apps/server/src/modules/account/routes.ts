// Settings calls (spec section 7 "Settings"): privacy consents, the individual account tab
// (api/account-settings and api/me answer the same profile) and the organization tab.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSettingsBody,
  memberProfile,
  organization,
  organizationBody,
  privacySettings,
  privacySettingsBody,
  type AccountSettingsData,
} from '@fanclub/contract/account';
import { dataOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { presentMemberProfile, presentOrganization, presentPrivacySettings } from './presenter';
import { findOrganization, lastConsentChangeAt } from './queries';
import { saveAccountSettings, saveOrganization, savePrivacySettings } from './service';

const errors = errorResponses(401, 419, 422);

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  app.addHook('onRequest', app.requireUser);

  const privacyOf = (userId: number) => lastConsentChangeAt(app.db, userId);

  app.get(
    '/api/privacy-settings',
    {
      schema: {
        tags,
        summary: "The member's privacy consents",
        response: { 200: dataOf(privacySettings), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: presentPrivacySettings(user, await privacyOf(user.id)) };
    },
  );

  app.post(
    '/api/privacy-settings',
    {
      schema: {
        tags,
        summary: 'Saves the privacy consents; terms must be true. A change is kept in the history',
        body: privacySettingsBody,
        response: { 200: dataOf(privacySettings), ...errors },
      },
    },
    async (request) => {
      const user = await savePrivacySettings(app.db, currentUser(request).id, request.body);
      return { data: presentPrivacySettings(user, await privacyOf(user.id)) };
    },
  );

  const showProfile = async (request: FastifyRequest) => ({
    data: presentMemberProfile(currentUser(request)),
  });
  const saveProfile = async (request: FastifyRequest<{ Body: AccountSettingsData }>) => ({
    data: presentMemberProfile(
      await saveAccountSettings(app.db, currentUser(request).id, request.body),
    ),
  });
  for (const url of ['/api/account-settings', '/api/me']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "The member's own profile (the individual account tab)",
          response: { 200: dataOf(memberProfile), ...errors },
        },
      },
      showProfile,
    );
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Saves the individual account tab (email is not changed here)',
          body: accountSettingsBody,
          response: { 200: dataOf(memberProfile), ...errors },
        },
      },
      saveProfile,
    );
  }

  app.get(
    '/api/me/organization',
    {
      schema: {
        tags,
        summary: "The member's organization account; null until one is saved",
        response: { 200: dataOf(organization.nullable()), ...errors },
      },
    },
    async (request) => {
      const row = await findOrganization(app.db, currentUser(request).id);
      return { data: row ? presentOrganization(row) : null };
    },
  );

  app.post(
    '/api/me/organization',
    {
      schema: {
        tags,
        summary: 'Creates or updates the organization account',
        body: organizationBody,
        response: { 200: dataOf(organization), ...errors },
      },
    },
    async (request) => {
      const row = await saveOrganization(app.db, currentUser(request).id, request.body);
      return { data: presentOrganization(row) };
    },
  );
}
