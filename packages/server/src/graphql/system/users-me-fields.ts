import {
  getNamedType,
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLString,
  isLeafType,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { SELF_EDITABLE_USER_FIELDS } from '../../permissions/self-user-fields.js';
import { readMe } from '../../services/users/read-me.js';
import { updateMe } from '../../services/users/update-me.js';
import type { GeneratedTypes, GraphqlRequestContext } from '../graphql-types.js';

/** `users_me`: the signed-in user as `GET /users/me` reads them (null for the public, as the reference). */
export function usersMeQueryFields(types: GeneratedTypes): GraphQLFieldConfigMap<unknown, GraphqlRequestContext> {
  const user = types.typeOf('directus_users');
  if (!user) return {};
  return {
    users_me: {
      type: user,
      resolve: async (_root, _args, context, info) => {
        const { ctx, op } = context;
        if (!op.accountability?.user) return null;
        return readMe(ctx, op.accountability, types.restQuery('directus_users', info, context));
      },
    },
  };
}

/** `update_users_me(data)`: `PATCH /users/me` (the self-editable fields, any for admins), then the user as read back. */
export function usersMeMutationFields(types: GeneratedTypes): GraphQLFieldConfigMap<unknown, GraphqlRequestContext> {
  const user = types.typeOf('directus_users');
  if (!user) return {};
  return {
    update_users_me: {
      type: user,
      args: { data: { type: userInput(user) } },
      resolve: async (_root, args: { data?: Record<string, unknown> | null }, context, info) => {
        const { ctx, op } = context;
        if (!op.accountability?.user) return null;
        await updateMe(ctx, op.accountability, args.data ?? {});
        return readMe(ctx, op.accountability, types.restQuery('directus_users', info, context));
      },
    },
  };
}

/**
 * The self-editable user fields as an input: each typed as the caller's `directus_users` type has
 * it when that is a scalar or enum, a string otherwise (a related file's id, a field not readable).
 */
function userInput(user: GraphQLObjectType): GraphQLInputObjectType {
  const readable = user.getFields();
  const fields: GraphQLInputFieldConfigMap = {};
  for (const name of SELF_EDITABLE_USER_FIELDS) {
    const named = Object.hasOwn(readable, name) ? getNamedType(readable[name]!.type) : undefined;
    const type: GraphQLInputType = named && isLeafType(named) ? named : name === 'email_notifications' ? GraphQLBoolean : GraphQLString;
    fields[name] = { type };
  }
  return new GraphQLInputObjectType({ name: 'update_users_me_input', fields });
}
