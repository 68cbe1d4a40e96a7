# English plural forms: the source texts say "file(s)"; these say "file" or "files".
T = {
"%1 and %2 collide: %n pixel(s) overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8.": ["%1 and %2 collide: %n pixel overlaps, first contact at (%3, %4), overlap box %5,%6 %7x%8.", "%1 and %2 collide: %n pixels overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8."],
"Exported %n file(s).": ["Exported %n file.", "Exported %n files."],
"Exported %n file(s) to %1.": ["Exported %n file to %1.", "Exported %n files to %1."],
"Writes %n file(s), the first: %1": ["Writes %n file: %1", "Writes %n files, the first: %1"],
"<b style='color:#d0008c'>Colliding</b>: %n pixel(s) overlap": ["<b style='color:#d0008c'>Colliding</b>: %n pixel overlaps", "<b style='color:#d0008c'>Colliding</b>: %n pixels overlap"],
"%1 changed on disk and was reloaded; %n hand-edited pixel(s) to review.": ["%1 changed on disk and was reloaded; %n hand-edited pixel to review.", "%1 changed on disk and was reloaded; %n hand-edited pixels to review."],
"%Ln box(es)": ["%Ln box", "%Ln boxes"],
"%Ln wrong pixel(s)": ["%Ln wrong pixel", "%Ln wrong pixels"],
"%Ln polygon(s)": ["%Ln polygon", "%Ln polygons"],
"%Ln vertices": ["%Ln vertex", "%Ln vertices"],
}
