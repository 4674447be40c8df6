import { Tags } from './tags.js';
import type { InterfaceDefinition } from '../types.js';

export const tagsInterface: InterfaceDefinition = { id: 'tags', name: 'Tags', types: ['json', 'csv'], component: Tags };
