import { contactMessageFields, contactMessageProblems } from '../../lib/contactMessage';
import { loadContactRules } from '../../lib/loadContactRules';
import { invalidInput, rateLimited, userError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import { writeFromContactForm } from './conversations';

export const contactMutations: Pick<MutationResolvers, 'submitContactForm'> = {
  async submitContactForm(_parent, { input }, context) {
    const { checkContact, contactProblem } = await loadContactRules();
    const problems = contactMessageProblems(input, contactProblem);
    const errors = contactMessageFields.flatMap((field) => {
      const problem = problems[field];
      return problem ? [invalidInput(field, problem)] : [];
    });
    if (errors.length > 0) return { ok: false, errors };
    // Each message is mail to a landlord: counted per address, per sender and per listing before anything is looked up.
    const sender = checkContact('EMAIL', input.email).contact ?? '';
    const wait = await context.rateLimit?.take('contactForm', { sender, listing: input.propertyId });
    if (wait) return { ok: false, errors: [rateLimited(wait, null)] };

    const property = await (await context.catalog()).get(input.propertyId);
    if (!property) return { ok: false, errors: [userError('PROPERTY_NOT_FOUND', 'propertyId')] };

    await simulateLatency('submitContactForm');
    // The conversation keeps it first, so a message the mail relay loses is still on record.
    const threadPath = await writeFromContactForm(context, { listingId: property.id, email: sender, name: input.name, text: input.message.trim() });
    await context.mailer.sendContactMessage({ property, message: input, threadPath });
    return { ok: true, errors: [] };
  },
};
