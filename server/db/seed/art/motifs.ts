import { dishMotifs } from './motifs-dishes';
import { groceryMotifs } from './motifs-groceries';
import { miscMotifs } from './motifs-misc';
import { sweetDrinkMotifs } from './motifs-sweets-drinks';

/** Every drawable motif by name; data modules refer to motifs by these names. */
export const MOTIFS = { ...dishMotifs, ...sweetDrinkMotifs, ...groceryMotifs, ...miscMotifs };

export type Motif = keyof typeof MOTIFS;
