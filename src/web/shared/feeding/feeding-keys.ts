/** The feeding guide's content, and the tips she saved from it or from Lu's answers. */
export const feedingKeys = {
  content: ['feeding', 'content'] as const,
  tips: ['feeding', 'tips'] as const,
};
