import { GraphQLBoolean, GraphQLInt, GraphQLObjectType, GraphQLScalarType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { checkHealth } from '../../services/server/check-health.js';
import { readServerInfo } from '../../services/server/read-server-info.js';
import type { GraphqlRequestContext } from '../graphql-types.js';

const text = { type: GraphQLString };

const SERVER_INFO_PROJECT = new GraphQLObjectType<Record<string, unknown>>({
  name: 'server_info_project',
  fields: {
    project_name: text,
    project_descriptor: text,
    project_logo: text,
    project_color: text,
    default_appearance: text,
    default_theme_light: text,
    default_theme_dark: text,
    default_language: text,
    public_foreground: text,
    // `/server/info` answers `{id, type}`; the reference's GraphQL type has the file id only.
    public_background: { type: GraphQLString, resolve: (project) => (project.public_background as { id?: string } | null)?.id ?? null },
    public_favicon: text,
    public_note: text,
    custom_css: text,
    public_registration: { type: GraphQLBoolean },
    public_registration_verify_email: { type: GraphQLBoolean },
  },
});

const SERVER_INFO_QUERY_LIMIT = new GraphQLObjectType({
  name: 'server_info_query_limit',
  fields: { default: { type: GraphQLInt }, max: { type: GraphQLInt } },
});

/** `/server/health`'s document as it is: its shape (checks by component) is open-ended. */
const SERVER_HEALTH = new GraphQLScalarType({
  name: 'server_health_report',
  description: 'The health document of GET /server/health (application/health+json).',
  serialize: (value) => value,
});

const SERVER_INFO = new GraphQLObjectType({
  name: 'server_info',
  fields: {
    project: { type: SERVER_INFO_PROJECT },
    // Signed-in callers only, as `/server/info` answers them: null for the public.
    queryLimit: { type: SERVER_INFO_QUERY_LIMIT },
    version: text,
  },
});

/** `server_ping`, `server_info` (what `/server/info` tells this caller) and `server_health` (the full report for admins, its status for others, as REST). */
export function serverFields(): GraphQLFieldConfigMap<unknown, GraphqlRequestContext> {
  return {
    server_ping: { type: GraphQLString, resolve: () => 'pong' },
    server_info: { type: SERVER_INFO, resolve: (_root, _args, { ctx, op }) => readServerInfo(ctx, op.accountability!) },
    server_health: {
      type: SERVER_HEALTH,
      resolve: async (_root, _args, { ctx, access }) => {
        const health = await checkHealth(ctx);
        return access.isAdmin ? health : { status: health.status };
      },
    },
  };
}
