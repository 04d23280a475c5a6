/**
 * The vibe check's steps (docs/product-rules.md#vibe-check): 1 romantic openness, 2 looking to meet, 2.5 age range, 3 discovery
 * preference, 4 summary.
 */
export type VibeStep = 'openness' | 'looking-to-meet' | 'age-range' | 'discovery' | 'summary';
