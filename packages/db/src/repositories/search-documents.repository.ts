/**
 * Search's derived data written from scratch (migration Search keeps it current with triggers): every
 * video's searchDocument, the vocabulary misspellings are corrected against, each tag's count of
 * ready, unhidden videos. For writers that bypass the triggers (the bench seed, which inserts with
 * session_replication_role = replica); the API and worker never run it.
 */
export const REBUILD_SEARCH_SQL = `
  UPDATE videos v SET "searchDocument" = search_video_document(v.title, v.tags, v.prompt, v.caption, v."toolUsed", u.username, u."displayName")
  FROM users u WHERE u.id = v."userId";
  INSERT INTO search_terms (term) SELECT DISTINCT t FROM videos v, search_document_terms(v."searchDocument") t ON CONFLICT DO NOTHING;
  TRUNCATE search_tags;
  INSERT INTO search_tags (tag, videos)
  SELECT tag, count(*)::int FROM videos v, unnest(video_tag_set(v.tags, v.caption)) tag WHERE v.status = 'ready' AND NOT v."isHidden" GROUP BY tag`;
