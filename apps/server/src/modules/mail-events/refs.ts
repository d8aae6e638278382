// Which mail a report is about, in the shape of a MailEvent's batchId and userId: from a VERP
// address (signed, so trusted) or a quoted Message-ID (unsigned, so it gives the batch alone: a
// forged report must not name a member whose consent a complaint would withdraw; the member is
// then found by the recipient's address). A transactional mail's reference names no batch.
import { type MailRef, readMessageId, readVerpAddress } from '../../lib/verp';

export type RefReader = (address: string) => MailRef | undefined;
type EventRef = { batchId: number; userId?: number };

/** Reads VERP addresses signed with the server's secret. */
export const verpReader =
  (secret: string): RefReader =>
  (address) =>
    readVerpAddress(secret, address);

function asEventRef(ref: MailRef | undefined): EventRef | undefined {
  return ref && 'batchId' in ref ? { batchId: ref.batchId, userId: ref.userId } : undefined;
}

export function refFromVerp(read: RefReader, address: string | undefined): EventRef | undefined {
  return address ? asEventRef(read(address)) : undefined;
}

export function refFromMessageId(messageId: string | undefined): EventRef | undefined {
  const ref = messageId ? asEventRef(readMessageId(messageId)) : undefined;
  return ref && { batchId: ref.batchId };
}
