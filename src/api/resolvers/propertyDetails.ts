/**
 * A property's description and landlord, which a database's search leaves out of its page
 * (data/model.ts, PropertyNode): when a query asks for them on a page, every card's resolvers of
 * that tick share one `details` call (DataLoader), once per request. Whole records (the browser's
 * catalogue, `property(id)`) answer at once.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { ApiContext } from '../context';
import { errorMessages } from '../errors';
import type { PropertyDetails, PropertyNode } from '../data/model';
import type { PropertyResolvers } from '../generated/resolvers';

/** One loader per request, made when a request first needs it: contexts need not know about it. */
const loaders = new WeakMap<ApiContext, DataLoader<string, PropertyDetails>>();

function loaderOf(context: ApiContext): DataLoader<string, PropertyDetails> {
  let loader = loaders.get(context);
  if (loader === undefined) {
    loader = new DataLoader<string, PropertyDetails>(async (ids) => {
      const found = await (await context.catalog()).details(ids);
      // A listing the catalogue lost since its page was read (a reseed): the API's own words for a
      // listing that has gone, which a client may read, rather than an error that reads as a bug.
      return ids.map((id) => found.get(id) ?? new GraphQLError(errorMessages.PROPERTY_NOT_FOUND, { extensions: { code: 'PROPERTY_NOT_FOUND' } }));
    });
    loaders.set(context, loader);
  }
  return loader;
}

function detailsOf(property: PropertyNode, context: ApiContext): PropertyDetails | Promise<PropertyDetails> {
  const { description, landlord } = property;
  if (description !== undefined && landlord !== undefined) return { description, landlord };
  return loaderOf(context).load(property.id);
}

export const propertyDetailFields: Pick<PropertyResolvers, 'description' | 'landlord'> = {
  description: async (property, _args, context) => (await detailsOf(property, context)).description,
  landlord: async (property, _args, context) => (await detailsOf(property, context)).landlord,
};
