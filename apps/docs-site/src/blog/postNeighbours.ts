/** The posts next to one in a list of posts sorted newest first. */
export interface PostNeighbours<Post> {
  /** The next newer post; none for the newest. */
  newer?: Post;
  /** The next older post; none for the oldest. */
  older?: Post;
}

/**
 * The newer and older neighbours of the post `slug` in `posts` (newest first, as `blogPosts`):
 * what the end of a post links to. A slug that is not in the list has none.
 *
 * @example postNeighbours('b', [a, b, c]) // { newer: a, older: c }
 */
export function postNeighbours<Post extends { slug: string }>(
  slug: string,
  posts: readonly Post[],
): PostNeighbours<Post> {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  const newer = posts[index - 1];
  const older = posts[index + 1];
  return { ...(newer ? { newer } : {}), ...(older ? { older } : {}) };
}
