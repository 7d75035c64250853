-- views.addView
UPDATE videos SET "viewsCount" = "viewsCount" + 1 WHERE id = $1 RETURNING "viewsCount", "userId";

-- views.ownerViewAdded
UPDATE users SET "totalViews" = "totalViews" + 1 WHERE id = $1;
