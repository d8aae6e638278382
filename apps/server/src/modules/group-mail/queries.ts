// Reads and writes of a group's mail templates and switches.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { GroupMailKind } from '@fanclub/contract/group-codes';
import type { MailSet } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { groupMailTemplates, groups, groupTopics } from '../../db/schema/index';

/** Replaces one kind's languages with the given set (languages left out are removed). */
export async function replaceTemplates(
  db: Db,
  groupId: number,
  kind: GroupMailKind,
  mail: MailSet,
): Promise<void> {
  const entries = Object.entries(mail).filter(([, c]) => c) as [
    ContentLanguage,
    { subject: string; body: string },
  ][];
  await db.transaction(async (tx) => {
    const kept = entries.map(([language]) => language);
    await tx
      .delete(groupMailTemplates)
      .where(
        and(
          eq(groupMailTemplates.groupId, groupId),
          eq(groupMailTemplates.kind, kind),
          ...(kept.length ? [notInArray(groupMailTemplates.language, kept)] : []),
        ),
      );
    for (const [language, content] of entries)
      await tx
        .insert(groupMailTemplates)
        .values({ groupId, kind, language, subject: content.subject, body: content.body })
        .onConflictDoUpdate({
          target: [
            groupMailTemplates.groupId,
            groupMailTemplates.kind,
            groupMailTemplates.language,
          ],
          set: { subject: content.subject, body: content.body, updatedAt: new Date() },
        });
  });
}

export async function updateSwitches(
  db: Db,
  groupId: number,
  switches: { registrationComplete?: boolean | undefined; commentNotice?: boolean | undefined },
) {
  const set: Partial<typeof groups.$inferInsert> = {};
  if (switches.registrationComplete !== undefined)
    set.mailRegistrationComplete = switches.registrationComplete;
  if (switches.commentNotice !== undefined) set.mailCommentNotice = switches.commentNotice;
  await db
    .update(groups)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(groups.id, groupId));
}

/** The topic a test send fills the topic tags from: the group's latest opening one. */
export async function sampleTopic(db: Db, groupId: number) {
  const [topic] = await db
    .select()
    .from(groupTopics)
    .where(eq(groupTopics.groupId, groupId))
    .orderBy(desc(groupTopics.opensAt), desc(groupTopics.id))
    .limit(1);
  return topic ?? null;
}
