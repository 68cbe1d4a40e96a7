<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddChannel</name>
    <message>
        <source>Add Channel %1</source>
        <translation>Kanal %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>AddSprite</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>the file has %1 bytes, more than the %2 such a file can have</source>
        <translation>die Datei hat %1 Bytes, mehr als die %2, die eine solche Datei haben darf</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ChannelNames</name>
    <message>
        <source>a channel needs a name</source>
        <translation>ein Kanal braucht einen Namen</translation>
    </message>
    <message>
        <source>a channel name has at most %1 characters</source>
        <translation>ein Kanalname hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>a channel name has letters, digits and _ only, and starts with a letter</source>
        <translation>ein Kanalname besteht nur aus Buchstaben, Ziffern und _ und beginnt mit einem Buchstaben</translation>
    </message>
</context>
<context>
    <name>ClearReview</name>
    <message>
        <source>Clear Review Marks</source>
        <translation>Prüfmarken entfernen</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command '%1' (try hitmask-cli --help)</source>
        <translation>unbekannter Befehl '%1' (siehe hitmask-cli --help)</translation>
    </message>
    <message>
        <source>Usage: hitmask-cli COMMAND [OPTIONS]

Collision masks for 2D games, from sprite images.

Commands:
  mask SPRITE... -o OUT   Write the collision masks of images.
  collide A B --offset DX,DY
                          Test two sprites for pixel overlap.
  export PROJECT          Export every sprite of a .hitmask project.
  info FILE               Describe an HMSK mask file.
  shapes SPRITE (--boxes | --polygons) --json
                          Print collision boxes or polygons.
  world SPRITE... --sprites N
                          Stress-test many moving sprites.

Run 'hitmask-cli COMMAND --help' for a command's options; they may
come before or after the command.
Exit status: 0 on success, 2 on any error.
</source>
        <translation>Aufruf: hitmask-cli BEFEHL [OPTIONEN]

Kollisionsmasken für 2D-Spiele, aus Sprite-Bildern.

Befehle:
  mask SPRITE... -o AUSGABE
                          Die Kollisionsmasken von Bildern schreiben.
  collide A B --offset DX,DY
                          Zwei Sprites auf Pixelüberlappung prüfen.
  export PROJEKT          Alle Sprites eines .hitmask-Projekts exportieren.
  info DATEI              Eine HMSK-Maskendatei beschreiben.
  shapes SPRITE (--boxes | --polygons) --json
                          Kollisionsboxen oder -polygone ausgeben.
  world SPRITE... --sprites N
                          Viele bewegte Sprites unter Last testen.

'hitmask-cli BEFEHL --help' zeigt die Optionen eines Befehls; sie dürfen
vor oder nach dem Befehl stehen.
Exit-Status: 0 bei Erfolg, 2 bei jedem Fehler.
</translation>
    </message>
    <message>
        <source>unknown option '%1' before any command (try hitmask-cli --help)</source>
        <translation>unbekannte Option '%1' vor jedem Befehl (siehe hitmask-cli --help)</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>not enough memory: the inputs need more than this machine can give</source>
        <translation>nicht genug Speicher: die Eingaben brauchen mehr, als dieser Rechner hergeben kann</translation>
    </message>
</context>
<context>
    <name>CliOptions</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>%1: missing arguments (see %1 --help)</source>
        <translation>%1: Argumente fehlen (siehe %1 --help)</translation>
    </message>
    <message>
        <source>%1: unexpected argument '%2'</source>
        <translation>%1: unerwartetes Argument '%2'</translation>
    </message>
    <message>
        <source>Pixels whose alpha is greater than N are solid (0-255, default 0).</source>
        <translation>Pixel mit Alpha größer als N sind fest (0-255, Standard 0).</translation>
    </message>
    <message>
        <source>Payload of a C header: bytes, rle or bits (default rle).</source>
        <translation>Nutzdaten eines C-Headers: bytes, rle oder bits (Standard rle).</translation>
    </message>
    <message>
        <source>--format: unknown format '%1' (choose %2)</source>
        <translation>--format: unbekanntes Format '%1' (möglich: %2)</translation>
    </message>
    <message>
        <source>--raw: the %1 format has no header to leave out</source>
        <translation>--raw: das Format %1 hat keinen Kopf, der wegfallen könnte</translation>
    </message>
    <message>
        <source>--encoding: unknown encoding '%1' (choose bytes, rle or bits)</source>
        <translation>--encoding: unbekannte Kodierung '%1' (möglich: bytes, rle, bits)</translation>
    </message>
    <message>
        <source>%1: '%2' is not a whole number from %3 to %4</source>
        <translation>%1: '%2' ist keine ganze Zahl von %3 bis %4</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>kann nicht auf die Standardausgabe schreiben</translation>
    </message>
    <message>
        <source>Also write a Make/Ninja depfile naming the files each output was made from.</source>
        <translation>Zusätzlich eine Make/Ninja-Depfile schreiben, die nennt, aus welchen Dateien jede Ausgabe entstand.</translation>
    </message>
    <message>
        <source>Pixels whose red, green and blue each lie within N of the colour key's are empty too (0-255, default 0: the exact colour). Raise it for JPEG art, whose background is no longer one exact colour.</source>
        <translation>Pixel, deren Rot, Grün und Blau jeweils höchstens N vom Farbschlüssel abweichen, sind ebenfalls leer (0-255, Standard 0: genau die Farbe). Für JPEG-Grafiken erhöhen, deren Hintergrund nicht mehr genau eine Farbe hat.</translation>
    </message>
    <message>
        <source>As --color-key, for %1 alone.</source>
        <translation>Wie --color-key, nur für %1.</translation>
    </message>
    <message>
        <source>As --key-tolerance, for %1 alone.</source>
        <translation>Wie --key-tolerance, nur für %1.</translation>
    </message>
    <message>
        <source>--%1: '%2' is not a colour in the form RRGGBB</source>
        <translation>--%1: '%2' ist keine Farbe der Form RRGGBB</translation>
    </message>
    <message>
        <source>--%1: there is no colour key to widen (--%2 none)</source>
        <translation>--%1: es gibt keinen Farbschlüssel, der erweitert werden könnte (--%2 none)</translation>
    </message>
    <message>
        <source>-o %1: a raw %2 payload is named .%3, not .%4</source>
        <translation>-o %1: rohe %2-Nutzdaten heißen .%3, nicht .%4</translation>
    </message>
    <message>
        <source>-o %1: the %2 format writes .%3 files, not .%4 (leave out --format to go by the suffix)</source>
        <translation>-o %1: das Format %2 schreibt .%3-Dateien, nicht .%4 (ohne --format bestimmt die Endung das Format)</translation>
    </message>
    <message>
        <source>Pixels of this RGB colour (hex RRGGBB) or with alpha 0 are empty; all others are solid. Art without alpha (BMP, JPEG) is keyed by its corners' colour (when they differ: the colour of most of its border) unless this says otherwise; 'none' keys nothing.</source>
        <translation>Pixel dieser RGB-Farbe (hex RRGGBB) oder mit Alpha 0 sind leer; alle anderen sind fest. Grafiken ohne Alpha (BMP, JPEG) werden über die Farbe ihrer Ecken freigestellt (wenn diese sich unterscheiden: über die Farbe des größten Teils ihres Rands), sofern diese Option nichts anderes angibt; 'none' stellt nichts frei.</translation>
    </message>
    <message>
        <source>Replace existing files that Hitmask did not write in this format.</source>
        <translation>Vorhandene Dateien ersetzen, die Hitmask nicht in diesem Format geschrieben hat.</translation>
    </message>
    <message>
        <source>%1: %2 exists and was not written by Hitmask in the %3 format; nothing was written (--force replaces it)</source>
        <translation>%1: %2 existiert und wurde nicht von Hitmask im Format %3 geschrieben; nichts wurde geschrieben (--force ersetzt sie)</translation>
    </message>
    <message numerus="yes">
        <source>(%n more such file(s))</source>
        <translation>
            <numerusform>(%n weitere solche Datei)</numerusform>
            <numerusform>(%n weitere solche Dateien)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a sprite whose image no longer holds some of its frames with the frames it still has, rather than refuse it.</source>
        <translation>Ein Sprite, dessen Bild einige seiner Frames nicht mehr enthält, mit den Frames schreiben, die es noch hat, statt es abzulehnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 no longer holds %n frame(s) of the sprite %3 (%4), set aside with their edits; nothing was written (--skip-missing-frames writes the frames before them)</source>
        <translation>
            <numerusform>%1: %2 enthält %n Frame des Sprites %3 nicht mehr (%4), mit seinen Bearbeitungen beiseitegelegt; nichts wurde geschrieben (--skip-missing-frames schreibt die Frames davor)</numerusform>
            <numerusform>%1: %2 enthält %n Frames des Sprites %3 nicht mehr (%4), mit ihren Bearbeitungen beiseitegelegt; nichts wurde geschrieben (--skip-missing-frames schreibt die Frames davor)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 is a link to %3; nothing was written (--force replaces the link, not the file it points to)</source>
        <translation>%1: %2 ist ein Link auf %3; nichts wurde geschrieben (--force ersetzt den Link, nicht die Datei, auf die er zeigt)</translation>
    </message>
    <message>
        <source>--depfile: a depfile cannot name '%1': Make and Ninja read a line break, a tab or another control character as the end of a name; nothing was written</source>
        <translation>--depfile: eine Depfile kann '%1' nicht nennen: Make und Ninja lesen einen Zeilenumbruch, einen Tabulator oder ein anderes Steuerzeichen als Ende eines Namens; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>Output format: %1.</source>
        <translation>Ausgabeformat: %1.</translation>
    </message>
    <message>
        <source>With %1: write only the payload, without the HMSK header.</source>
        <translation>Bei %1: nur die Nutzdaten schreiben, ohne HMSK-Kopf.</translation>
    </message>
    <message>
        <source>--encoding: sets the payload of a C header (--format %1); the %2 format ignores it (HMSK files take their encoding from --format)</source>
        <translation>--encoding: legt die Nutzdaten eines C-Headers fest (--format %1); das Format %2 ignoriert es (HMSK-Dateien nehmen ihre Kodierung aus --format)</translation>
    </message>
    <message>
        <source>Output format: %1; or collision shapes: %2.</source>
        <translation>Ausgabeformat: %1; oder Kollisionsformen: %2.</translation>
    </message>
</context>
<context>
    <name>CollideCommand</name>
    <message>
        <source>Test two sprites for pixel overlap. Coordinates are in A's pixels; the offset is where B's top-left corner lies.</source>
        <translation>Zwei Sprites auf Pixelüberlappung prüfen. Koordinaten sind Pixel von A; der Versatz ist die Lage der linken oberen Ecke von B.</translation>
    </message>
    <message>
        <source>First sprite image.</source>
        <translation>Erstes Sprite-Bild.</translation>
    </message>
    <message>
        <source>Second sprite image.</source>
        <translation>Zweites Sprite-Bild.</translation>
    </message>
    <message>
        <source>Position of B in A's coordinates (required).</source>
        <translation>Position von B in den Koordinaten von A (erforderlich).</translation>
    </message>
    <message>
        <source>Rotate B clockwise by DEG degrees about its centre first (nearest neighbour); the offset is then that of the rotated B's box.</source>
        <translation>B zuerst um DEG Grad im Uhrzeigersinn um seine Mitte drehen (nächster Nachbar); der Versatz gilt dann für den Rahmen des gedrehten B.</translation>
    </message>
    <message>
        <source>Flip B first: h (left-right) or v (top-bottom).</source>
        <translation>B zuerst spiegeln: h (links-rechts) oder v (oben-unten).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>collide: the offset is missing (--offset DX,DY)</source>
        <translation>collide: der Versatz fehlt (--offset DX,DY)</translation>
    </message>
    <message>
        <source>--flip-b: '%1' is not h or v</source>
        <translation>--flip-b: '%1' ist weder h noch v</translation>
    </message>
    <message>
        <source>--rotate-b: '%1' is not an angle in degrees</source>
        <translation>--rotate-b: '%1' ist kein Winkel in Grad</translation>
    </message>
    <message>
        <source>--offset: '%1' is not in the form DX,DY (whole numbers, e.g. 12,-4)</source>
        <translation>--offset: '%1' hat nicht die Form DX,DY (ganze Zahlen, z. B. 12,-4)</translation>
    </message>
    <message>
        <source>%1 and %2 do not collide.</source>
        <translation>%1 und %2 kollidieren nicht.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 collide: %n pixel(s) overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8.</source>
        <translation>
            <numerusform>%1 und %2 kollidieren: %n Pixel überlappt, erster Kontakt bei (%3, %4), Überlappungsrahmen %5,%6 %7x%8.</numerusform>
            <numerusform>%1 und %2 kollidieren: %n Pixel überlappen, erster Kontakt bei (%3, %4), Überlappungsrahmen %5,%6 %7x%8.</numerusform>
        </translation>
    </message>
    <message>
        <source>To separate, move B left %1, right %2, up %3 or down %4 pixels.</source>
        <translation>Zum Trennen B um %1 Pixel nach links, %2 nach rechts, %3 nach oben oder %4 nach unten schieben.</translation>
    </message>
</context>
<context>
    <name>CollisionReadout</name>
    <message numerus="yes">
        <source>&lt;b style='color:#d0008c'&gt;Colliding&lt;/b&gt;: %Ln pixel(s) overlap</source>
        <translation>
            <numerusform>&lt;b style='color:#d0008c'&gt;Kollision&lt;/b&gt;: %Ln Pixel überlappt</numerusform>
            <numerusform>&lt;b style='color:#d0008c'&gt;Kollision&lt;/b&gt;: %Ln Pixel überlappen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: the solid boxes touch but no pixels do</source>
        <translation>&lt;b&gt;Keine Kollision&lt;/b&gt;: die festen Rahmen berühren sich, aber keine Pixel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: the image boxes touch but no pixels do</source>
        <translation>&lt;b&gt;Keine Kollision&lt;/b&gt;: die Bildrahmen berühren sich, aber keine Pixel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not colliding&lt;/b&gt;: apart</source>
        <translation>&lt;b&gt;Keine Kollision&lt;/b&gt;: getrennt</translation>
    </message>
    <message>
        <source>B at %1, %2 in A's pixels</source>
        <translation>B bei %1, %2 in Pixeln von A</translation>
    </message>
    <message>
        <source>&lt;br&gt;Overlap box: %1, %2, %3 x %4</source>
        <translation>&lt;br&gt;Überlappungsrahmen: %1, %2, %3 x %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;First contact: %1, %2</source>
        <translation>&lt;br&gt;Erster Kontakt: %1, %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Push B to separate: %1, %2, %3, %4</source>
        <translation>&lt;br&gt;B zum Trennen schieben: %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>up</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>down</source>
        <translation>unten</translation>
    </message>
</context>
<context>
    <name>CutFrames</name>
    <message numerus="yes">
        <source>Generate %n Rotation(s)</source>
        <translation>
            <numerusform>%n Drehung erzeugen</numerusform>
            <numerusform>%n Drehungen erzeugen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>EditChannel</name>
    <message>
        <source>Rename Channel %1 to %2</source>
        <translation>Kanal %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Change Rule of Channel %1</source>
        <translation>Regel von Kanal %1 ändern</translation>
    </message>
    <message>
        <source>Recolour Channel %1</source>
        <translation>Farbe von Kanal %1 ändern</translation>
    </message>
    <message>
        <source>Show Channel %1</source>
        <translation>Kanal %1 einblenden</translation>
    </message>
    <message>
        <source>Hide Channel %1</source>
        <translation>Kanal %1 ausblenden</translation>
    </message>
    <message>
        <source>Set Key Tolerance of Channel %1 to %2</source>
        <translation>Schlüsseltoleranz von Kanal %1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Set Threshold of Channel %1 to %2</source>
        <translation>Schwelle von Kanal %1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Set Physics of Channel %1</source>
        <translation>Physik von Kanal %1 festlegen</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>A .hitmask project.</source>
        <translation>Ein .hitmask-Projekt.</translation>
    </message>
    <message>
        <source>Print nothing but errors.</source>
        <translation>Nur Fehler ausgeben.</translation>
    </message>
    <message>
        <source>unknown format '%1' (choose %2)</source>
        <translation>unbekanntes Format '%1' (möglich: %2)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s).</source>
        <translation>
            <numerusform>%n Datei exportiert.</numerusform>
            <numerusform>%n Dateien exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>die Projektdatei</translation>
    </message>
    <message>
        <source>the image of a sprite</source>
        <translation>das Bild eines Sprites</translation>
    </message>
    <message>
        <source>an exported mask</source>
        <translation>eine exportierte Maske</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>die Depfile</translation>
    </message>
    <message>
        <source>export: %1; nothing was written</source>
        <translation>export: %1; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>export: %1: %2; nothing was written</source>
        <translation>export: %1: %2; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>Export every sprite of a project with its hand edits: every export target saved in the project, or without targets the project's export settings, which options may override.</source>
        <translation>Jedes Sprite eines Projekts mit seinen Handbearbeitungen exportieren: jedes im Projekt gespeicherte Exportziel oder, ohne Ziele, mit den Exporteinstellungen des Projekts, die Optionen überschreiben können.</translation>
    </message>
    <message>
        <source>Output folder (default: the project's export folder, or each target's).</source>
        <translation>Ausgabeordner (Standard: der Exportordner des Projekts oder der jedes Ziels).</translation>
    </message>
    <message>
        <source>Only this export target of the project (default: all of them).</source>
        <translation>Nur dieses Exportziel des Projekts (Standard: alle).</translation>
    </message>
    <message>
        <source>--target: the project has no export targets</source>
        <translation>--target: das Projekt hat keine Exportziele</translation>
    </message>
    <message>
        <source>export: the project's targets (%1) say their formats; --format, --raw and --encoding apply to a project without targets</source>
        <translation>export: die Ziele des Projekts (%1) legen ihre Formate selbst fest; --format, --raw und --encoding gelten für ein Projekt ohne Ziele</translation>
    </message>
    <message>
        <source>--target: the project has no target '%1' (%2)</source>
        <translation>--target: das Projekt hat kein Ziel „%1“ (%2)</translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the file name pattern '%2', e.g. to '%3', or the output folder)</source>
        <translation>
            <numerusform>export: %n Namenskonflikt, nichts wurde geschrieben: %1 (ändern Sie das Dateinamenmuster „%2“, z. B. in „%3“, oder den Ausgabeordner)</numerusform>
            <numerusform>export: %n Namenskonflikte, nichts wurde geschrieben: %1 (ändern Sie das Dateinamenmuster „%2“, z. B. in „%3“, oder den Ausgabeordner)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the output folder or the file name pattern '%2')</source>
        <translation>
            <numerusform>export: %n Namenskonflikt, nichts wurde geschrieben: %1 (ändern Sie den Ausgabeordner oder das Dateinamenmuster „%2“)</numerusform>
            <numerusform>export: %n Namenskonflikte, nichts wurde geschrieben: %1 (ändern Sie den Ausgabeordner oder das Dateinamenmuster „%2“)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (give the targets different folders or file name patterns)</source>
        <translation>
            <numerusform>export: %n Namenskonflikt, nichts wurde geschrieben: %1 (geben Sie den Zielen verschiedene Ordner oder Dateinamenmuster)</numerusform>
            <numerusform>export: %n Namenskonflikte, nichts wurde geschrieben: %1 (geben Sie den Zielen verschiedene Ordner oder Dateinamenmuster)</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>ExportRunner</name>
    <message>
        <source>Exporting masks...</source>
        <translation>Masken werden exportiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1.</source>
        <translation>
            <numerusform>%n Datei nach %1 exportiert.</numerusform>
            <numerusform>%n Dateien nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export stopped after %L1 of %L2 files: %3.</source>
        <translation>Export nach %L1 von %L2 Dateien abgebrochen: %3.</translation>
    </message>
    <message>
        <source>Export cancelled after %L1 of %L2 files.</source>
        <translation>Export nach %L1 von %L2 Dateien abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>...and %n more.</source>
        <translation>
            <numerusform>...und %n weiterer.</numerusform>
            <numerusform>...und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Masks</source>
        <translation>Masken exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) that Hitmask did not write in this format would be replaced. Replace them?</source>
        <translation>
            <numerusform>%n Datei, die Hitmask nicht in diesem Format geschrieben hat, würde ersetzt. Ersetzen?</numerusform>
            <numerusform>%n Dateien, die Hitmask nicht in diesem Format geschrieben hat, würden ersetzt. Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern, the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n Problem mit diesem Export, daher wurde nichts exportiert. Wo Dateien andere oder die Grafik überschreiben oder den Exportordner verlassen würden, ändern Sie das Dateinamenmuster oder den Ordner oder lassen Sprites weg; wo das Format ein Sprite nicht aufnehmen kann, wählen Sie ein anderes Format.</numerusform>
            <numerusform>%n Probleme mit diesem Export, daher wurde nichts exportiert. Wo Dateien andere oder die Grafik überschreiben oder den Exportordner verlassen würden, ändern Sie das Dateinamenmuster oder den Ordner oder lassen Sprites weg; wo das Format ein Sprite nicht aufnehmen kann, wählen Sie ein anderes Format.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern (for example to %1), the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n Problem mit diesem Export, daher wurde nichts exportiert. Wo Dateien andere oder die Grafik überschreiben oder den Exportordner verlassen würden, ändern Sie das Dateinamenmuster (zum Beispiel in %1) oder den Ordner oder lassen Sprites weg; wo das Format ein Sprite nicht aufnehmen kann, wählen Sie ein anderes Format.</numerusform>
            <numerusform>%n Probleme mit diesem Export, daher wurde nichts exportiert. Wo Dateien andere oder die Grafik überschreiben oder den Exportordner verlassen würden, ändern Sie das Dateinamenmuster (zum Beispiel in %1) oder den Ordner oder lassen Sprites weg; wo das Format ein Sprite nicht aufnehmen kann, wählen Sie ein anderes Format.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was exported: %1 was not written by Hitmask in this format and was kept.</source>
        <translation>Nichts wurde exportiert: %1 wurde nicht von Hitmask in diesem Format geschrieben und wurde behalten.</translation>
    </message>
</context>
<context>
    <name>FrameCut</name>
    <message>
        <source>the frames need more than the %1 MB allowed for images</source>
        <translation>die Frames brauchen mehr als die für Bilder erlaubten %1 MB</translation>
    </message>
    <message>
        <source>%1 is not a sprite sheet's JSON file</source>
        <translation>%1 ist keine JSON-Datei eines Spritesheets</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>the rotation set turns frame %1, but the image has only %n frame(s)</source>
        <translation>
            <numerusform>die Drehungsreihe dreht Frame %1, aber das Bild hat nur %n Frame</numerusform>
            <numerusform>die Drehungsreihe dreht Frame %1, aber das Bild hat nur %n Frames</numerusform>
        </translation>
    </message>
    <message>
        <source>a frame rectangle is damaged</source>
        <translation>ein Frame-Rechteck ist beschädigt</translation>
    </message>
    <message>
        <source>the frames list no rectangle, or more than a mask file holds</source>
        <translation>die Frames nennen kein Rechteck oder mehr, als eine Maskendatei fasst</translation>
    </message>
    <message>
        <source>the sprite sheet names no JSON file</source>
        <translation>das Spritesheet nennt keine JSON-Datei</translation>
    </message>
    <message>
        <source>unknown way of cutting frames '%1'</source>
        <translation>unbekannte Art, Frames zu schneiden: „%1“</translation>
    </message>
    <message>
        <source>the rotation set's settings are damaged</source>
        <translation>die Einstellungen der Drehungsreihe sind beschädigt</translation>
    </message>
    <message>
        <source>the %1 x %2 image no longer holds the first frame</source>
        <translation>das Bild mit %1 x %2 Pixeln enthält den ersten Frame nicht mehr</translation>
    </message>
</context>
<context>
    <name>FrameOptions</name>
    <message>
        <source>Cut a horizontal strip into N equal frames.</source>
        <translation>Einen waagerechten Streifen in N gleiche Frames schneiden.</translation>
    </message>
    <message>
        <source>Cut a sheet into cells of W x H pixels, row by row.</source>
        <translation>Ein Sheet zeilenweise in Zellen von B x H Pixeln schneiden.</translation>
    </message>
    <message>
        <source>Pixels around the grid (default 0).</source>
        <translation>Pixel rund um das Raster (Standard 0).</translation>
    </message>
    <message>
        <source>Pixels between grid cells (default 0).</source>
        <translation>Pixel zwischen den Rasterzellen (Standard 0).</translation>
    </message>
    <message>
        <source>Frames from an Aseprite or TexturePacker JSON sheet.</source>
        <translation>Frames aus einem JSON-Sheet von Aseprite oder TexturePacker.</translation>
    </message>
    <message>
        <source>Replace each frame by N rotations, k * 360 / N degrees clockwise.</source>
        <translation>Jeden Frame durch N Drehungen ersetzen, k * 360 / N Grad im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>mask: use only one of --frames, --grid and --sheet-json</source>
        <translation>mask: nur eine der Optionen --frames, --grid und --sheet-json angeben</translation>
    </message>
    <message>
        <source>mask: --margin and --spacing need --grid</source>
        <translation>mask: --margin und --spacing brauchen --grid</translation>
    </message>
    <message>
        <source>%1: an animated image cannot be sliced as well</source>
        <translation>%1: ein animiertes Bild lässt sich nicht zusätzlich zerschneiden</translation>
    </message>
    <message>
        <source>--grid: '%1' is not a size in the form WxH</source>
        <translation>--grid: „%1“ ist keine Größe der Form BxH</translation>
    </message>
</context>
<context>
    <name>FrameShapes</name>
    <message>
        <source>a box of %1 x %2 pixels is smaller than the engine's slop (%3 pixels at %4 pixels per metre)</source>
        <translation>ein Rechteck von %1 x %2 Pixeln ist kleiner als die Toleranz der Engine (%3 Pixel bei %4 Pixeln pro Meter)</translation>
    </message>
    <message>
        <source>a circle's radius (%1) is not positive</source>
        <translation>der Radius eines Kreises (%1) ist nicht positiv</translation>
    </message>
    <message numerus="yes">
        <source>a polygon of %n vertices crosses itself or has no area</source>
        <translation>
            <numerusform>ein Polygon mit %n Ecke schneidet sich selbst oder hat keine Fläche</numerusform>
            <numerusform>ein Polygon mit %n Ecken schneidet sich selbst oder hat keine Fläche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FrameSource</name>
    <message>
        <source>the frames need more than the %1 MB allowed for images</source>
        <translation>die Frames brauchen mehr als die für Bilder erlaubten %1 MB</translation>
    </message>
    <message>
        <source>frame %1 of %2 cannot be decoded: %3</source>
        <translation>Frame %1 von %2 lässt sich nicht dekodieren: %3</translation>
    </message>
    <message>
        <source>frame %1 is larger than the limit of %2 pixels a side</source>
        <translation>Frame %1 ist größer als die Grenze von %2 Pixeln je Seite</translation>
    </message>
    <message>
        <source>the animation has more frames than fit in %1 MB or in one mask file</source>
        <translation>die Animation hat mehr Frames, als in %1 MB oder in eine Maskendatei passen</translation>
    </message>
    <message>
        <source>only %1 of the %2 frames could be read</source>
        <translation>nur %1 der %2 Frames konnten gelesen werden</translation>
    </message>
    <message>
        <source>the margin and spacing cannot be negative</source>
        <translation>Rand und Abstand dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>the frame size must be at least 1 x 1</source>
        <translation>die Framegröße muss mindestens 1 x 1 sein</translation>
    </message>
    <message>
        <source>the grid needs a frame size, or at least one column and one row</source>
        <translation>das Raster braucht eine Framegröße oder mindestens eine Spalte und eine Zeile</translation>
    </message>
    <message>
        <source>frames of %1 x %2 pixels (margin %3, spacing %4) do not divide the %5 x %6 image</source>
        <translation>Frames von %1 x %2 Pixeln (Rand %3, Abstand %4) teilen das Bild von %5 x %6 nicht auf</translation>
    </message>
    <message>
        <source>the grid has %1 cells, more than the 65535 frames a mask file holds</source>
        <translation>das Raster hat %1 Zellen, mehr als die 65535 Frames einer Maskendatei</translation>
    </message>
    <message>
        <source>every cell of the grid is empty</source>
        <translation>jede Zelle des Rasters ist leer</translation>
    </message>
    <message>
        <source>the frame count must be between 1 and 65535, not %1</source>
        <translation>die Anzahl der Frames muss zwischen 1 und 65535 liegen, nicht %1</translation>
    </message>
    <message>
        <source>the number of rotations must be between 1 and %1, not %2</source>
        <translation>die Anzahl der Drehungen muss zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <source>%1 frames in %2 rotations make more than the 65535 frames a mask file holds</source>
        <translation>%1 Frames in %2 Drehungen ergeben mehr als die 65535 Frames einer Maskendatei</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>cannot read the order of the sheet's frames</source>
        <translation>die Reihenfolge der Frames im Sheet lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>not a sprite sheet: no "frames" object or array</source>
        <translation>kein Sprite-Sheet: kein „frames“-Objekt oder -Array</translation>
    </message>
    <message>
        <source>the sheet lists no frames</source>
        <translation>das Sheet enthält keine Frames</translation>
    </message>
    <message>
        <source>the sheet lists more than 65535 frames</source>
        <translation>das Sheet enthält mehr als 65535 Frames</translation>
    </message>
    <message>
        <source>frame %1 ("%2") has no valid "frame" rectangle</source>
        <translation>Frame %1 („%2“) hat kein gültiges „frame“-Rechteck</translation>
    </message>
    <message>
        <source>frame %1 ("%2") at %3,%4 %5 x %6 lies outside the %7 x %8 image</source>
        <translation>Frame %1 („%2“) bei %3,%4 %5 x %6 liegt außerhalb des Bildes von %7 x %8</translation>
    </message>
    <message>
        <source>frame %1 ("%2") is trimmed but its spriteSourceSize does not fit its sourceSize</source>
        <translation>Frame %1 („%2“) ist beschnitten, aber seine spriteSourceSize passt nicht in seine sourceSize</translation>
    </message>
    <message>
        <source>frame tag "%1" names frames %2 to %3 of %4</source>
        <translation>Frame-Tag „%1“ nennt die Frames %2 bis %3 von %4</translation>
    </message>
    <message>
        <source>a grid of %1 x %2 cells (columns x rows, margin %3, spacing %4) does not divide the %5 x %6 image</source>
        <translation>ein Raster aus %1 x %2 Zellen (Spalten x Zeilen, Rand %3, Abstand %4) teilt das Bild von %5 x %6 nicht auf</translation>
    </message>
    <message numerus="yes">
        <source>%1 rotations of %n frame(s) would make %2 pixels, more than the %3 a mask file may hold</source>
        <translation>
            <numerusform>%1 Drehungen von %n Frame ergäben %2 Pixel, mehr als die %3, die eine Maskendatei fassen darf</numerusform>
            <numerusform>%1 Drehungen von %n Frames ergäben %2 Pixel, mehr als die %3, die eine Maskendatei fassen darf</numerusform>
        </translation>
    </message>
    <message>
        <source>there is not enough memory to decode frame %1</source>
        <translation>es ist nicht genug Speicher da, um Frame %1 zu dekodieren</translation>
    </message>
</context>
<context>
    <name>ImageBudget</name>
    <message numerus="yes">
        <source>its %n sprite(s) need about %1 MB of memory once open, more than the %2 MB allowed for images</source>
        <translation>
            <numerusform>sein %n Sprite braucht geöffnet etwa %1 MB Speicher, mehr als die %2 MB, die für Bilder erlaubt sind</numerusform>
            <numerusform>seine %n Sprites brauchen geöffnet etwa %1 MB Speicher, mehr als die %2 MB, die für Bilder erlaubt sind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageCompleteness</name>
    <message>
        <source>the GIF file is cut short (it has no end marker)</source>
        <translation>die GIF-Datei ist abgeschnitten (ihr fehlt die Endmarke)</translation>
    </message>
    <message>
        <source>the BMP file is cut short: it has %1 bytes, and its header says %2</source>
        <translation>die BMP-Datei ist abgeschnitten: sie hat %1 Bytes, und ihr Kopf nennt %2</translation>
    </message>
    <message>
        <source>the JPEG file is cut short (its data ends early)</source>
        <translation>die JPEG-Datei ist abgeschnitten (ihre Daten enden zu früh)</translation>
    </message>
</context>
<context>
    <name>ImageLoader</name>
    <message>
        <source>the image is %L1 x %L2 pixels: opening it needs about %3 MB of memory, more than the %4 MB allowed for images (hitmask-cli makes the masks of big PNGs in far less)</source>
        <translation>das Bild hat %L1 x %L2 Pixel: Es zu öffnen braucht etwa %3 MB Speicher, mehr als die %4 MB, die für Bilder erlaubt sind (hitmask-cli erstellt die Masken großer PNGs mit weit weniger)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a folder, not an image</source>
        <translation>ist ein Ordner, kein Bild</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not a supported image, or the file is corrupt</source>
        <translation>kein unterstütztes Bild, oder die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>cannot decode the image: %1</source>
        <translation>das Bild kann nicht dekodiert werden: %1</translation>
    </message>
    <message>
        <source>the image is %L1 x %L2 pixels, larger than the limit of %L3 pixels a side</source>
        <translation>das Bild hat %L1 x %L2 Pixel, mehr als die Grenze von %L3 Pixeln je Seite</translation>
    </message>
    <message>
        <source>the image is larger than the limit of %L1 pixels a side</source>
        <translation>das Bild ist größer als die Grenze von %L1 Pixeln je Seite</translation>
    </message>
    <message>
        <source>is a Hitmask mask file, not an image: open the sprite's image (the mask is made from it), or inspect the file with hitmask-cli info</source>
        <translation>ist eine Hitmask-Maskendatei, kein Bild: Öffnen Sie das Bild des Sprites (die Maske entsteht daraus) oder prüfen Sie die Datei mit hitmask-cli info</translation>
    </message>
    <message>
        <source>there is not enough memory to open the image</source>
        <translation>es ist nicht genug Speicher da, um das Bild zu öffnen</translation>
    </message>
</context>
<context>
    <name>InfoCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message numerus="yes">
        <source>%1: HMSK version %2, %n frame(s) up to %3 x %4 pixels, %5 encoding, %6 solid pixels</source>
        <translation>
            <numerusform>%1: HMSK Version %2, %n Frame bis %3 x %4 Pixel, Kodierung %5, %6 feste Pixel</numerusform>
            <numerusform>%1: HMSK Version %2, %n Frames bis %3 x %4 Pixel, Kodierung %5, %6 feste Pixel</numerusform>
        </translation>
    </message>
    <message>
        <source>  frame %1: %2 x %3, origin %4, %5, %6 solid</source>
        <translation>  Frame %1: %2 x %3, Ursprung %4, %5, %6 fest</translation>
    </message>
    <message>
        <source>  channels: %1</source>
        <translation>  Kanäle: %1</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <comment>a channel's solid pixel count, then its name</comment>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <source>Describe an HMSK mask file, or a project's sprites and the physics properties of their channels.</source>
        <translation>Beschreibt eine HMSK-Maskendatei oder die Sprites eines Projekts und die Physik-Eigenschaften ihrer Kanäle.</translation>
    </message>
    <message>
        <source>HMSK file, or a .hitmask project.</source>
        <translation>HMSK-Datei oder ein .hitmask-Projekt.</translation>
    </message>
    <message numerus="yes">
        <source>%1: project, %n sprite(s)</source>
        <translation>
            <numerusform>%1: Projekt, %n Sprite</numerusform>
            <numerusform>%1: Projekt, %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n frame(s)</source>
        <translation>
            <numerusform>  %1: %n Frame</numerusform>
            <numerusform>  %1: %n Frames</numerusform>
        </translation>
    </message>
    <message>
        <source>    %1: %2, density %3, friction %4, restitution %5, category bits 0x%6, collides with 0x%7, group %8</source>
        <comment>a channel's physics properties; %2 is 'sensor' or 'body'</comment>
        <translation>    %1: %2, Dichte %3, Reibung %4, Rückprall %5, Kategorie-Bits 0x%6, kollidiert mit 0x%7, Gruppe %8</translation>
    </message>
    <message>
        <source>sensor</source>
        <translation>Sensor</translation>
    </message>
    <message>
        <source>body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <source>, %1 = %2</source>
        <comment>a channel's custom physics property</comment>
        <translation>, %1 = %2</translation>
    </message>
</context>
<context>
    <name>MaskCommand</name>
    <message>
        <source>mask: the output file is missing (-o OUT)</source>
        <translation>mask: die Ausgabedatei fehlt (-o AUSGABE)</translation>
    </message>
    <message>
        <source>Write the collision mask of each sprite image. With one sprite, OUT is the output file ('-' for standard output); with several, or with --pattern, OUT is a folder and each mask is named by the pattern.</source>
        <translation>Die Kollisionsmaske jedes Sprite-Bildes schreiben. Bei einem Sprite ist OUT die Ausgabedatei ('-' für die Standardausgabe); bei mehreren oder mit --pattern ist OUT ein Ordner, und jede Maske wird nach dem Muster benannt.</translation>
    </message>
    <message>
        <source>Image files (PNG, BMP, GIF, JPEG, ...).</source>
        <translation>Bilddateien (PNG, BMP, GIF, JPEG, ...).</translation>
    </message>
    <message>
        <source>mask: -o - writes one mask; give one sprite and no --pattern</source>
        <translation>mask: -o - schreibt eine Maske; ein Sprite angeben und kein --pattern</translation>
    </message>
    <message>
        <source>mask: --depfile needs an output file, not standard output</source>
        <translation>mask: --depfile braucht eine Ausgabedatei, nicht die Standardausgabe</translation>
    </message>
    <message>
        <source>mask: --name names one sprite; several sprites take their file names</source>
        <translation>mask: --name benennt ein Sprite; mehrere Sprites tragen ihre Dateinamen</translation>
    </message>
    <message>
        <source>mask: --raw writes one frame, and %1 has %2</source>
        <translation>mask: --raw schreibt einen Frame, und %1 hat %2</translation>
    </message>
    <message numerus="yes">
        <source>mask: the %n frame(s) of %1 cannot be written as %2: they add up to more pixels than a mask file may hold</source>
        <translation>
            <numerusform>mask: der %n Frame von %1 kann nicht als %2 geschrieben werden: er hat mehr Pixel, als eine Maskendatei fassen darf</numerusform>
            <numerusform>mask: die %n Frames von %1 können nicht als %2 geschrieben werden: zusammen haben sie mehr Pixel, als eine Maskendatei fassen darf</numerusform>
        </translation>
    </message>
    <message>
        <source>the sprite %1</source>
        <translation>das Sprite %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>das Sheet %1</translation>
    </message>
    <message>
        <source>the mask of %1</source>
        <translation>die Maske von %1</translation>
    </message>
    <message>
        <source>the frame list of %1</source>
        <translation>die Frame-Liste von %1</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>die Depfile</translation>
    </message>
    <message>
        <source>mask: %1; nothing was written</source>
        <translation>mask: %1; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>mask: -o %1 names a file, but each sprite writes its own; give a folder</source>
        <translation>mask: -o %1 nennt eine Datei, aber jedes Sprite schreibt seine eigene; geben Sie einen Ordner an</translation>
    </message>
    <message>
        <source>mask: %1: %2</source>
        <translation>mask: %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>mask: %1 names a raw payload, which holds one frame, and %2 has %n frame(s); name the output .hmsk for a mask file of every frame</source>
        <translation>
            <numerusform>mask: %1 bezeichnet rohe Nutzdaten, die einen Frame fassen, und %2 hat %n Frame; für eine Maskendatei aller Frames die Ausgabe .hmsk nennen</numerusform>
            <numerusform>mask: %1 bezeichnet rohe Nutzdaten, die einen Frame fassen, und %2 hat %n Frames; für eine Maskendatei aller Frames die Ausgabe .hmsk nennen</numerusform>
        </translation>
    </message>
    <message>
        <source>Identifier used in a C header (default: the output file's name without its suffix, or the sprite's file name when writing into a folder or to standard output).</source>
        <translation>Bezeichner in einem C-Header (Standard: der Name der Ausgabedatei ohne Endung, oder der Dateiname des Sprites beim Schreiben in einen Ordner oder auf die Standardausgabe).</translation>
    </message>
    <message>
        <source>File name of each mask in the output folder: {sprite} is the sprite's name, {suffix} its file's suffix (png, gif), {ext} the format's suffix (default {sprite}.{ext}).</source>
        <translation>Dateiname jeder Maske im Ausgabeordner: {sprite} ist der Name des Sprites, {suffix} die Endung seiner Datei (png, gif), {ext} die Endung des Formats (Standard {sprite}.{ext}).</translation>
    </message>
    <message>
        <source>--pattern: %1 is not one of {sprite}, {suffix} or {ext}</source>
        <translation>--pattern: %1 ist keiner von {sprite}, {suffix} oder {ext}</translation>
    </message>
    <message>
        <source>mask: %1 and %2 would both write %3; nothing was written (use --pattern %4 to tell them apart)</source>
        <translation>mask: %1 und %2 würden beide %3 schreiben; nichts wurde geschrieben (mit --pattern %4 lassen sie sich unterscheiden)</translation>
    </message>
    <message>
        <source>mask: %1 and %2 would both write %3; nothing was written (use --pattern to tell them apart, or give them different names)</source>
        <translation>mask: %1 und %2 würden beide %3 schreiben; nichts wurde geschrieben (unterscheiden Sie sie mit --pattern oder geben Sie ihnen verschiedene Namen)</translation>
    </message>
    <message>
        <source>Output file, '-' for standard output, or a folder (required). Without --format, a file's suffix chooses the format: %1.</source>
        <translation>Ausgabedatei, '-' für die Standardausgabe, oder ein Ordner (erforderlich). Ohne --format bestimmt die Endung einer Datei das Format: %1.</translation>
    </message>
</context>
<context>
    <name>MaskExporter</name>
    <message>
        <source>HMSK, one byte per pixel</source>
        <translation>HMSK, ein Byte pro Pixel</translation>
    </message>
    <message>
        <source>HMSK, run-length encoded</source>
        <translation>HMSK, lauflängenkodiert</translation>
    </message>
    <message>
        <source>HMSK, one bit per pixel</source>
        <translation>HMSK, ein Bit pro Pixel</translation>
    </message>
    <message>
        <source>PBM image (P4)</source>
        <translation>PBM-Bild (P4)</translation>
    </message>
    <message>
        <source>PNG image (white = solid)</source>
        <translation>PNG-Bild (weiß = fest)</translation>
    </message>
    <message>
        <source>C header</source>
        <translation>C-Header</translation>
    </message>
    <message>
        <source>Collision shapes, JSON</source>
        <translation>Kollisionsformen, JSON</translation>
    </message>
    <message>
        <source>Collision shapes, C header</source>
        <translation>Kollisionsformen, C-Header</translation>
    </message>
    <message>
        <source>Tiled tileset (.tsx) with shapes</source>
        <translation>Tiled-Tileset (.tsx) mit Formen</translation>
    </message>
    <message>
        <source>Godot scene with CollisionPolygon2D</source>
        <translation>Godot-Szene mit CollisionPolygon2D</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 for a raw payload</source>
        <translation>%1 für rohe Nutzdaten</translation>
    </message>
    <message>
        <source>a C header</source>
        <translation>ein C-Header</translation>
    </message>
    <message>
        <source>a Tiled tileset needs frames that are equal cells of one grid over the image (the whole image, a strip or a grid); an animation's images, a rotation set and packed or trimmed sheet frames are not (write %1 instead)</source>
        <translation>ein Tiled-Tileset braucht Frames, die gleich große Zellen eines Rasters über dem Bild sind (das ganze Bild, ein Streifen oder ein Raster); die Bilder einer Animation, ein Rotationssatz und gepackte oder beschnittene Sheet-Frames sind das nicht (schreiben Sie stattdessen %1)</translation>
    </message>
    <message>
        <source>HMSK files; see docs/exports.md</source>
        <translation>HMSK-Dateien; siehe docs/exports.md</translation>
    </message>
    <message>
        <source>channel %1, frame %2: %3</source>
        <translation>Kanal %1, Frame %2: %3</translation>
    </message>
</context>
<context>
    <name>MaskOperations</name>
    <message>
        <source>Invert Mask</source>
        <translation>Maske umkehren</translation>
    </message>
    <message>
        <source>Clear Mask</source>
        <translation>Maske leeren</translation>
    </message>
    <message>
        <source>Reset Mask to Auto</source>
        <translation>Maske auf automatisch zurücksetzen</translation>
    </message>
    <message>
        <source>Copy Mask Edits to Next Frame</source>
        <translation>Maskenänderungen in nächsten Frame kopieren</translation>
    </message>
    <message>
        <source>Copy Mask Edits to All Frames</source>
        <translation>Maskenänderungen in alle Frames kopieren</translation>
    </message>
</context>
<context>
    <name>MissingImageDialog</name>
    <message>
        <source>Sprite Image Missing</source>
        <translation>Sprite-Bild fehlt</translation>
    </message>
    <message>
        <source>The project needs %1, which cannot be opened: %2.</source>
        <translation>Das Projekt braucht %1, das sich nicht öffnen lässt: %2.</translation>
    </message>
    <message>
        <source>Locate the image to keep the sprite and its hand edits, or open the project without it: the sprite stays in the project file as it is, for when the image is back.</source>
        <translation>Suchen Sie das Bild, um das Sprite und seine Handbearbeitungen zu behalten, oder öffnen Sie das Projekt ohne es: Das Sprite bleibt, wie es ist, in der Projektdatei, bis das Bild wieder da ist.</translation>
    </message>
    <message>
        <source>Locate...</source>
        <translation>Suchen …</translation>
    </message>
    <message>
        <source>Open Without It</source>
        <translation>Ohne es öffnen</translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation>%1 suchen</translation>
    </message>
</context>
<context>
    <name>OpenImageQuestion</name>
    <message>
        <source>Open Image</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Add %1 to %2 as a new sprite, or start a new project with it?</source>
        <translation>%1 als neues Sprite zu %2 hinzufügen oder damit ein neues Projekt beginnen?</translation>
    </message>
    <message numerus="yes">
        <source>Add %n image(s) to %1 as new sprites, or start a new project with them?</source>
        <translation>
            <numerusform>%n Bild als neue Sprites zu %1 hinzufügen oder damit ein neues Projekt beginnen?</numerusform>
            <numerusform>%n Bilder als neue Sprites zu %1 hinzufügen oder damit ein neues Projekt beginnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add to This Project</source>
        <translation>Zu diesem Projekt &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
</context>
<context>
    <name>OriginOption</name>
    <message>
        <source>Every frame's pivot: X,Y in the frame's pixels from its top left, or one of %1 (default: the file's or the project's).</source>
        <translation>Drehpunkt jedes Frames: X,Y in Pixeln des Frames ab seiner linken oberen Ecke, oder eines von %1 (Standard: der der Datei oder des Projekts).</translation>
    </message>
    <message>
        <source>--origin: '%1' is not X,Y or one of %2</source>
        <translation>--origin: '%1' ist weder X,Y noch eines von %2</translation>
    </message>
</context>
<context>
    <name>OutputCheck</name>
    <message>
        <source>%1 would be written to %2, outside the output folder %3</source>
        <translation>%1 würde nach %2 geschrieben, außerhalb des Ausgabeordners %3</translation>
    </message>
    <message>
        <source>%1 would overwrite %2 (%3)</source>
        <translation>%1 würde %2 überschreiben (%3)</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written to %3</source>
        <translation>%1 und %2 würden beide nach %3 geschrieben</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>ProjectExport</name>
    <message>
        <source>%1 (frame %2)</source>
        <translation>%1 (Frame %2)</translation>
    </message>
    <message>
        <source>%1 and %2 would both be named %3 in C</source>
        <translation>%1 und %2 hießen in C beide %3</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>die Projektdatei</translation>
    </message>
    <message>
        <source>the image of %1</source>
        <translation>das Bild von %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>das Sheet %1</translation>
    </message>
    <message>
        <source>the frame list of %1</source>
        <translation>die Frame-Liste von %1</translation>
    </message>
    <message>
        <source>%1 (channel %2)</source>
        <translation>%1 (Kanal %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>frame %1 has no pixels: its rectangle lies outside the image</source>
        <translation>Frame %1 hat keine Pixel: sein Rechteck liegt außerhalb des Bildes</translation>
    </message>
    <message>
        <source>%1 cannot be written: its frames make no valid mask file</source>
        <translation>%1 lässt sich nicht schreiben: seine Frames ergeben keine gültige Maskendatei</translation>
    </message>
    <message>
        <source>the file name pattern has %1, which is not one of {dir}, {sprite}, {suffix}, {frame}, {channel} or {ext}</source>
        <translation>das Dateinamenmuster enthält %1, das keiner von {dir}, {sprite}, {suffix}, {frame}, {channel} oder {ext} ist</translation>
    </message>
    <message>
        <source>the export folder %1 is an absolute path, which every copy of the project writes into</source>
        <translation>der Exportordner %1 ist ein absoluter Pfad, in den jede Kopie des Projekts schreibt</translation>
    </message>
    <message>
        <source>the export folder %1 leads out of the project's folder, to %2</source>
        <translation>der Exportordner %1 führt aus dem Ordner des Projekts hinaus, nach %2</translation>
    </message>
    <message>
        <source>channel %1, frame %2: %3</source>
        <translation>Kanal %1, Frame %2: %3</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid project file: %2 at byte %3</source>
        <translation>%1 ist keine gültige Projektdatei: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1 is not a Hitmask project</source>
        <translation>%1 ist kein Hitmask-Projekt</translation>
    </message>
    <message>
        <source>%1 was written by a newer Hitmask (project version %2; this one reads up to %3)</source>
        <translation>%1 stammt von einem neueren Hitmask (Projektversion %2; diese Version liest bis %3)</translation>
    </message>
    <message>
        <source>sprite %1: %2</source>
        <translation>Sprite %1: %2</translation>
    </message>
    <message>
        <source>sprite %1: a frame lies outside the image</source>
        <translation>Sprite %1: ein Frame liegt außerhalb des Bildes</translation>
    </message>
    <message>
        <source>sprite %1: the hand edits are damaged</source>
        <translation>Sprite %1: die Handbearbeitungen sind beschädigt</translation>
    </message>
    <message>
        <source>two channels are called %1</source>
        <translation>zwei Kanäle heißen %1</translation>
    </message>
    <message>
        <source>%1 channels, more than the %2 a sprite may have</source>
        <translation>%1 Kanäle, mehr als die %2, die ein Sprite haben darf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to open its sprites</source>
        <translation>%1: es ist nicht genug Speicher da, um seine Sprites zu öffnen</translation>
    </message>
    <message>
        <source>sprite %1: frame %L2, channel %3: %4</source>
        <translation>Sprite %1: Frame %L2, Kanal %3: %4</translation>
    </message>
</context>
<context>
    <name>ProjectImages</name>
    <message>
        <source>sprite %1: its path has %2 characters, more than the %3 a path can have</source>
        <translation>Sprite %1: sein Pfad hat %2 Zeichen, mehr als die %3, die ein Pfad haben darf</translation>
    </message>
</context>
<context>
    <name>ProjectSchema</name>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array of length %L1</source>
        <translation>ein Array der Länge %L1</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <translation>%1: erwartet %2, gefunden %3</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>%1: not a key of a project file</source>
        <translation>%1: kein Schlüssel einer Projektdatei</translation>
    </message>
    <message>
        <source>an array of %L1 to %L2 items</source>
        <translation>ein Array mit %L1 bis %L2 Einträgen</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>eine ganze Zahl von %L1 bis %L2</translation>
    </message>
    <message>
        <source>a whole number of at least %L1</source>
        <translation>eine ganze Zahl von mindestens %L1</translation>
    </message>
    <message>
        <source>a number from %L1 to %L2</source>
        <translation>eine Zahl von %L1 bis %L2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>eine Zeichenkette oder null</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>a colour written #rrggbb, or null</source>
        <translation>eine Farbe in der Form #rrggbb, oder null</translation>
    </message>
    <message>
        <source>a colour written #rrggbb</source>
        <translation>eine Farbe in der Form #rrggbb</translation>
    </message>
    <message>
        <source>an array of %1 whole numbers</source>
        <translation>ein Array aus %1 ganzen Zahlen</translation>
    </message>
    <message>
        <source>a name of letters, digits and _ (at most %1)</source>
        <translation>ein Name aus Buchstaben, Ziffern und _ (höchstens %1)</translation>
    </message>
    <message>
        <source>a number above 0 up to %L1</source>
        <translation>eine Zahl über 0 bis %L1</translation>
    </message>
    <message>
        <source>a pair of strings [key, value]</source>
        <translation>ein Paar von Zeichenketten [Schlüssel, Wert]</translation>
    </message>
    <message>
        <source>an array of %1 numbers</source>
        <translation>ein Array aus %1 Zahlen</translation>
    </message>
    <message>
        <source>a name for files: no /, \, # or control characters, nor spaces around it</source>
        <translation>ein Name für Dateien: kein /, \, # und keine Steuerzeichen, keine Leerzeichen davor oder danach</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled project</source>
        <translation>einem unbenannten Projekt</translation>
    </message>
    <message>
        <source>Hitmask did not close normally, but the unsaved work of %1 from %2 cannot be restored: %3. The damaged file is kept as %4.</source>
        <translation>Hitmask wurde nicht normal beendet, aber die ungesicherte Arbeit an %1 vom %2 kann nicht wiederhergestellt werden: %3. Die beschädigte Datei bleibt als %4 erhalten.</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Hitmask did not close normally. Restore the unsaved work of %1 from %2?</source>
        <translation>Hitmask wurde nicht normal beendet. Die ungesicherte Arbeit an %1 vom %2 wiederherstellen?</translation>
    </message>
    <message>
        <source>The unsaved work could not be restored: %1.</source>
        <translation>Die ungesicherte Arbeit konnte nicht wiederhergestellt werden: %1.</translation>
    </message>
    <message>
        <source>Unsaved work restored. Save it to keep it.</source>
        <translation>Ungesicherte Arbeit wiederhergestellt. Speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message numerus="yes">
        <source>Unsaved work restored. Save it to keep it. %n older unsaved project(s) will be offered when Hitmask starts again.</source>
        <translation>
            <numerusform>Ungesicherte Arbeit wiederhergestellt. Speichern Sie sie, um sie zu behalten. %n älteres ungesichertes Projekt wird beim nächsten Start von Hitmask angeboten.</numerusform>
            <numerusform>Ungesicherte Arbeit wiederhergestellt. Speichern Sie sie, um sie zu behalten. %n ältere ungesicherte Projekte werden beim nächsten Start von Hitmask angeboten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveChannel</name>
    <message>
        <source>Remove Channel %1</source>
        <translation>Kanal %1 entfernen</translation>
    </message>
</context>
<context>
    <name>RemoveSprite</name>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>SaveBeforeExport</name>
    <message>
        <source>Export Masks</source>
        <translation>Masken exportieren</translation>
    </message>
    <message>
        <source>Save the project before exporting?</source>
        <translation>Das Projekt vor dem Export speichern?</translation>
    </message>
    <message>
        <source>Export folders and file names are relative to the project file, and this project has not been saved yet.</source>
        <translation>Exportordner und Dateinamen gelten relativ zur Projektdatei, und dieses Projekt wurde noch nicht gespeichert.</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>Speichern unter …</translation>
    </message>
</context>
<context>
    <name>SetExportSettings</name>
    <message>
        <source>Change Export Settings</source>
        <translation>Exporteinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>SetFrameDuration</name>
    <message numerus="yes">
        <source>Set Duration of %n Frame(s)</source>
        <translation>
            <numerusform>Dauer von %n Frame setzen</numerusform>
            <numerusform>Dauer von %n Frames setzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFrameOrigin</name>
    <message numerus="yes">
        <source>Set Origin of %n Frame(s)</source>
        <translation>
            <numerusform>Ursprung von %n Frame setzen</numerusform>
            <numerusform>Ursprung von %n Frames setzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetMaskSettings</name>
    <message>
        <source>Change Colour Key</source>
        <translation>Farbschlüssel ändern</translation>
    </message>
    <message>
        <source>Set Threshold to %1</source>
        <translation>Schwelle auf %1 setzen</translation>
    </message>
    <message>
        <source>Set Key Tolerance to %1</source>
        <translation>Schlüsseltoleranz auf %1 setzen</translation>
    </message>
</context>
<context>
    <name>ShapeCopy</name>
    <message numerus="yes">
        <source>Copy Shapes to %n Frame(s)</source>
        <translation>
            <numerusform>Formen in %n Frame kopieren</numerusform>
            <numerusform>Formen in %n Frames kopieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Shapes to All Frames</source>
        <translation>Formen in alle Frames kopieren</translation>
    </message>
    <message>
        <source>Copy Shapes to All Rotations</source>
        <translation>Formen in alle Drehungen kopieren</translation>
    </message>
</context>
<context>
    <name>ShapeOverlay</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln box(es)</source>
        <translation>
            <numerusform>%Ln Box</numerusform>
            <numerusform>%Ln Boxen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln wrong pixel(s)</source>
        <translation>
            <numerusform>%Ln falsches Pixel</numerusform>
            <numerusform>%Ln falsche Pixel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln polygon(s)</source>
        <translation>
            <numerusform>%Ln Polygon</numerusform>
            <numerusform>%Ln Polygone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertices</source>
        <translation>
            <numerusform>%Ln Eckpunkt</numerusform>
            <numerusform>%Ln Eckpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing shapes...</source>
        <translation>Formen werden berechnet...</translation>
    </message>
    <message>
        <source>Not enough memory for the shapes (computing again...)</source>
        <translation>Nicht genug Speicher für die Formen (wird neu berechnet...)</translation>
    </message>
    <message>
        <source>Not enough memory for the shapes</source>
        <translation>Nicht genug Speicher für die Formen</translation>
    </message>
    <message>
        <source>%1 (computing...)</source>
        <translation>%1 (wird berechnet...)</translation>
    </message>
    <message>
        <source>Hand shapes: %1, %2, %3</source>
        <translation>Handgezeichnete Formen: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln shape(s)</source>
        <translation>
            <numerusform>%Ln Form</numerusform>
            <numerusform>%Ln Formen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShapesCommand</name>
    <message>
        <source>Print a sprite's collision shapes: the fewest boxes that cover its mask exactly, or its outline as polygons.</source>
        <translation>Die Kollisionsformen eines Sprites ausgeben: die wenigsten Boxen, die seine Maske genau abdecken, oder seinen Umriss als Polygone.</translation>
    </message>
    <message>
        <source>Axis-aligned boxes.</source>
        <translation>Achsenparallele Boxen.</translation>
    </message>
    <message>
        <source>At most K boxes, as close to the mask as they can be (1-%1).</source>
        <translation>Höchstens K Boxen, so nah an der Maske wie möglich (1-%1).</translation>
    </message>
    <message>
        <source>Outlines as polygons with holes.</source>
        <translation>Umrisse als Polygone mit Löchern.</translation>
    </message>
    <message>
        <source>Simplify outlines: vertices may move up to T pixels (default 0, exact).</source>
        <translation>Umrisse vereinfachen: Eckpunkte dürfen sich bis zu T Pixel verschieben (Standard 0, exakt).</translation>
    </message>
    <message>
        <source>Convex pieces instead of outlines.</source>
        <translation>Konvexe Teile statt Umrissen.</translation>
    </message>
    <message>
        <source>Vertices per convex piece (4-1024, default 8).</source>
        <translation>Eckpunkte je konvexem Teil (4-1024, Standard 8).</translation>
    </message>
    <message>
        <source>Grow the mask by N pixels first; negative shrinks (-%1 to %1).</source>
        <translation>Die Maske zuerst um N Pixel wachsen lassen; negativ schrumpft sie (-%1 bis %1).</translation>
    </message>
    <message>
        <source>Print the shapes as JSON.</source>
        <translation>Die Formen als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Write a file instead of printing.</source>
        <translation>Eine Datei schreiben statt auszugeben.</translation>
    </message>
    <message>
        <source>shapes: give either --json or -o OUT</source>
        <translation>shapes: entweder --json oder -o AUSGABE angeben</translation>
    </message>
    <message>
        <source>shapes: choose one of --boxes and --polygons</source>
        <translation>shapes: genau eines von --boxes und --polygons wählen</translation>
    </message>
    <message>
        <source>--%1 needs %2</source>
        <translation>--%1 braucht %2</translation>
    </message>
    <message>
        <source>--tolerance: '%1' is not a number from 0 to %2</source>
        <translation>--tolerance: '%1' ist keine Zahl von 0 bis %2</translation>
    </message>
    <message>
        <source>Image file (PNG, BMP, GIF, JPEG, ...), or a .hitmask project whose sprite's frames, hand edits and channels are used.</source>
        <translation>Bilddatei (PNG, BMP, GIF, JPEG, ...) oder ein .hitmask-Projekt, dessen Sprite mit Frames, Handbearbeitungen und Kanälen verwendet wird.</translation>
    </message>
    <message>
        <source>With a project: the sprite, by file name without suffix (needed when the project has several).</source>
        <translation>Bei einem Projekt: das Sprite, nach Dateiname ohne Endung (nötig, wenn das Projekt mehrere hat).</translation>
    </message>
    <message>
        <source>With a project: only this channel (default: every channel).</source>
        <translation>Bei einem Projekt: nur dieser Kanal (Standard: alle Kanäle).</translation>
    </message>
    <message>
        <source>--%1 needs a .hitmask project; %2 is an image</source>
        <translation>--%1 braucht ein .hitmask-Projekt; %2 ist ein Bild</translation>
    </message>
    <message>
        <source>--%1 does not apply to a project, whose sprites have their own frames and mask rules</source>
        <translation>--%1 gilt nicht für ein Projekt, dessen Sprites eigene Frames und Maskenregeln haben</translation>
    </message>
    <message>
        <source>shapes: %1 has no sprites</source>
        <translation>shapes: %1 hat keine Sprites</translation>
    </message>
    <message>
        <source>shapes: %1 has several sprites; choose one with --sprite (%2)</source>
        <translation>shapes: %1 hat mehrere Sprites; wählen Sie eines mit --sprite (%2)</translation>
    </message>
    <message>
        <source>--sprite: %1 has no sprite '%2' (%3)</source>
        <translation>--sprite: %1 hat kein Sprite '%2' (%3)</translation>
    </message>
    <message>
        <source>--channel: %1 has no channel '%2' (%3)</source>
        <translation>--channel: %1 hat keinen Kanal '%2' (%3)</translation>
    </message>
    <message>
        <source>shapes: --depfile needs an output file (-o OUT), not --json</source>
        <translation>shapes: --depfile braucht eine Ausgabedatei (-o OUT), nicht --json</translation>
    </message>
    <message>
        <source>the project %1</source>
        <translation>das Projekt %1</translation>
    </message>
    <message>
        <source>the sprite %1</source>
        <translation>das Sprite %1</translation>
    </message>
    <message>
        <source>the sheet %1</source>
        <translation>das Sheet %1</translation>
    </message>
    <message>
        <source>shapes: %1: %2</source>
        <translation>shapes: %1: %2</translation>
    </message>
    <message>
        <source>the shapes file</source>
        <translation>die Formendatei</translation>
    </message>
    <message>
        <source>the side-car file</source>
        <translation>die Begleitdatei</translation>
    </message>
    <message>
        <source>the depfile</source>
        <translation>die Depfile</translation>
    </message>
    <message>
        <source>shapes: %1; nothing was written</source>
        <translation>shapes: %1; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the image of the sprite %1</source>
        <translation>das Bild des Sprites %1</translation>
    </message>
    <message>
        <source>the sheet of the sprite %1</source>
        <translation>das Sheet des Sprites %1</translation>
    </message>
    <message>
        <source>Identifier in the file (default: the output file's name without its suffix).</source>
        <translation>Bezeichner in der Datei (Standard: der Name der Ausgabedatei ohne Endung).</translation>
    </message>
    <message>
        <source>With -o: %1.</source>
        <translation>Mit -o: %1.</translation>
    </message>
    <message>
        <source>--format: '%1' is not a shape format (%2)</source>
        <translation>--format: '%1' ist kein Formformat (%2)</translation>
    </message>
    <message>
        <source>The engine's scale: convex pieces keep their vertices Box2D's linear slop (0.005 m) apart at it (%1-%2, default %3).</source>
        <translation>Maßstab der Engine: konvexe Teile halten ihre Ecken bei ihm um Box2Ds lineare Toleranz (0,005 m) auseinander (%1-%2, Standard %3).</translation>
    </message>
    <message>
        <source>With a project: trace every frame's shapes from its mask, ignoring shapes drawn by hand.</source>
        <translation>Mit einem Projekt: die Formen jedes Frames aus seiner Maske nachzeichnen und von Hand gezeichnete Formen übergehen.</translation>
    </message>
    <message>
        <source>--channel: the channel '%1' of %2 has no shapes: no solid pixel and no shape drawn by hand in any frame</source>
        <translation>--channel: der Kanal '%1' von %2 hat keine Formen: kein fester Pixel und keine von Hand gezeichnete Form in irgendeinem Frame</translation>
    </message>
    <message>
        <source>--pixels-per-metre: '%1' is not a number from %2 to %3</source>
        <translation>--pixels-per-metre: '%1' ist keine Zahl von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>ShapesJson</name>
    <message>
        <source>hand polygon %L1 crosses itself or has no area</source>
        <translation>Handpolygon %L1 schneidet sich selbst oder hat keine Fläche</translation>
    </message>
</context>
<context>
    <name>SliceSprite</name>
    <message numerus="yes">
        <source>Slice into %n Frame(s)</source>
        <translation>
            <numerusform>In %n Frame zerschneiden</numerusform>
            <numerusform>In %n Frames zerschneiden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpriteBatch</name>
    <message>
        <source>Clone %1 as %2</source>
        <translation>%1 als %2 klonen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n Sprite(s)</source>
        <translation>
            <numerusform>%n Sprite entfernen</numerusform>
            <numerusform>%n Sprites entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add Channel %1 to %n Sprite(s)</source>
        <translation>
            <numerusform>Kanal %1 zu %n Sprite hinzufügen</numerusform>
            <numerusform>Kanal %1 zu %n Sprites hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Channel %1 from %n Sprite(s)</source>
        <translation>
            <numerusform>Kanal %1 aus %n Sprite entfernen</numerusform>
            <numerusform>Kanal %1 aus %n Sprites entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export</source>
        <translation>
            <numerusform>%n Sprite in den Export aufnehmen</numerusform>
            <numerusform>%n Sprites in den Export aufnehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export</source>
        <translation>
            <numerusform>%n Sprite beim Export auslassen</numerusform>
            <numerusform>%n Sprites beim Export auslassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>%n Sprite in Exportziel %1 aufnehmen</numerusform>
            <numerusform>%n Sprites in Exportziel %1 aufnehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>%n Sprite in Exportziel %1 auslassen</numerusform>
            <numerusform>%n Sprites in Exportziel %1 auslassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpriteFile</name>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the sheet's image %1 is not beside %2</source>
        <translation>das Bild des Sheets, %1, liegt nicht neben %2</translation>
    </message>
</context>
<context>
    <name>TargetExport</name>
    <message>
        <source>target %1: %2</source>
        <translation>Ziel %1: %2</translation>
    </message>
    <message>
        <source>a file of target %1</source>
        <translation>eine Datei des Ziels %1</translation>
    </message>
</context>
<context>
    <name>WorldCommand</name>
    <message>
        <source>Run a seeded random world of many moving sprites, chosen in turn from the given images and HMSK files (every frame of a file), and print, for every frame, the pairs whose boxes overlap, the pairs whose pixels overlap and the time taken to move every sprite and find the pairs.</source>
        <translation>Eine zufällige Welt vieler bewegter Sprites mit festem Startwert laufen lassen, der Reihe nach aus den angegebenen Bildern und HMSK-Dateien (jeder Frame einer Datei) gewählt, und für jedes Bild die Paare mit überlappenden Rahmen, die Paare mit überlappenden Pixeln und die Zeit ausgeben, die das Bewegen aller Sprites und das Finden der Paare gedauert hat.</translation>
    </message>
    <message>
        <source>Sprite images or .hmsk files, one or more.</source>
        <translation>Sprite-Bilder oder .hmsk-Dateien, eine oder mehrere.</translation>
    </message>
    <message>
        <source>Number of sprites (default 1000).</source>
        <translation>Anzahl der Sprites (Standard 1000).</translation>
    </message>
    <message>
        <source>Playfield size in pixels; sprites wrap around its edges (default: a square where each sprite's box meets about two others).</source>
        <translation>Größe des Spielfelds in Pixeln; Sprites treten am gegenüberliegenden Rand wieder ein (Standard: ein Quadrat, in dem der Rahmen jedes Sprites etwa zwei andere trifft).</translation>
    </message>
    <message>
        <source>Frames to run (default 60).</source>
        <translation>Anzahl der Bilder (Standard 60).</translation>
    </message>
    <message>
        <source>Random seed (default 1).</source>
        <translation>Startwert des Zufalls (Standard 1).</translation>
    </message>
    <message>
        <source>Grid cell size in pixels (default 64).</source>
        <translation>Größe der Gitterzellen in Pixeln (Standard 64).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>Also count, for every frame, the pairs that began and ended touching since the frame before (the world's contact events).</source>
        <translation>Außerdem für jedes Bild die Paare zählen, die seit dem vorigen Bild zu berühren begonnen oder aufgehört haben (die Kontaktereignisse der Welt).</translation>
    </message>
    <message>
        <source>world: no sprites given (see world --help)</source>
        <translation>world: keine Sprites angegeben (siehe world --help)</translation>
    </message>
    <message>
        <source>--size: '%1' is not in the form WxH (whole numbers from 1 to %2, e.g. 1024x768)</source>
        <translation>--size: '%1' hat nicht die Form BxH (ganze Zahlen von 1 bis %2, z. B. 1024x768)</translation>
    </message>
    <message>
        <source>frame %1: %2 box pairs, %3 pixel pairs, %4 ms</source>
        <translation>Bild %1: %2 Rahmenpaare, %3 Pixelpaare, %4 ms</translation>
    </message>
    <message>
        <source>frame %1: %2 box pairs, %3 pixel pairs (%4 began, %5 ended), %6 ms</source>
        <translation>Bild %1: %2 Rahmenpaare, %3 Pixelpaare (%4 begonnen, %5 beendet), %6 ms</translation>
    </message>
    <message>
        <source>%1 frames: %2 ms per frame on average, %3 ms at most</source>
        <translation>%1 Bilder: im Mittel %2 ms pro Bild, höchstens %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%1 sprites (%n mask(s)) on %2x%3 pixels, seed %4</source>
        <translation>
            <numerusform>%1 Sprites (%n Maske) auf %2x%3 Pixeln, Startwert %4</numerusform>
            <numerusform>%1 Sprites (%n Masken) auf %2x%3 Pixeln, Startwert %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop with an error before a frame whose sprites would need more than N pair tests, such as thousands of sprites piled on one spot (default %L1).</source>
        <translation>Mit einem Fehler vor einem Bild abbrechen, dessen Sprites mehr als N Paartests bräuchten, etwa Tausende Sprites an einer Stelle übereinander (Standard %L1).</translation>
    </message>
    <message>
        <source>world: frame %1 would test up to %L2 pairs of sprites, more than --max-pairs %L3; spread the sprites out (--size), use fewer (--sprites) or raise --max-pairs</source>
        <translation>world: Bild %1 würde bis zu %L2 Sprite-Paare prüfen, mehr als --max-pairs %L3; die Sprites verteilen (--size), weniger nehmen (--sprites) oder --max-pairs erhöhen</translation>
    </message>
</context>
<context>
    <name>ZoomLevel</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>hitmask::AutoBrushTool</name>
    <message>
        <source>Auto Brush</source>
        <translation>Auto-Pinsel</translation>
    </message>
    <message>
        <source>Reset to Auto</source>
        <translation>Auf automatisch zurücksetzen</translation>
    </message>
</context>
<context>
    <name>hitmask::AutosaveStatus</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1.

Unsaved changes are not protected against a crash until an autosave succeeds; the last recovery file is kept until then.</source>
        <translation>%1.

Ungesicherte Änderungen sind gegen einen Absturz nicht geschützt, bis ein automatisches Speichern gelingt; die letzte Wiederherstellungsdatei bleibt bis dahin erhalten.</translation>
    </message>
</context>
<context>
    <name>hitmask::BitsEditor</name>
    <message>
        <source>Hex (0x0000000F) or layers 1 to 32 (1, 3-5); the grid button ticks layers one by one</source>
        <translation>Hex (0x0000000F) oder Ebenen 1 bis 32 (1, 3-5); die Raster-Schaltfläche hakt Ebenen einzeln an</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Tick layers 1 to 32</source>
        <translation>Ebenen 1 bis 32 anhaken</translation>
    </message>
    <message>
        <source>Layer %1 (bit %2)</source>
        <translation>Ebene %1 (Bit %2)</translation>
    </message>
    <message>
        <source>Differs between the selected sprites; a value typed here replaces it in all</source>
        <translation>Unterscheidet sich zwischen den ausgewählten Sprites; ein hier eingegebener Wert ersetzt ihn in allen</translation>
    </message>
    <message>
        <source>Layers %1</source>
        <translation>Ebenen %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>hitmask::BoxReadout</name>
    <message>
        <source>The same pair as rectangles: each posed mask cut into the fewest boxes that cover exactly its pixels, tested box against box</source>
        <translation>Dasselbe Paar als Rechtecke: jede gestellte Maske in die wenigsten Rechtecke zerlegt, die genau ihre Pixel bedecken, Rechteck gegen Rechteck geprüft</translation>
    </message>
    <message>
        <source>Boxes (%1 + %2, exact): %3</source>
        <translation>Rechtecke (%1 + %2, exakt): %3</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>überlappen</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>(agrees with the pixels)</source>
        <translation>(stimmt mit den Pixeln überein)</translation>
    </message>
    <message>
        <source>&lt;b style='color:#c00000'&gt;(disagrees: pixels say %1)&lt;/b&gt;</source>
        <translation>&lt;b style='color:#c00000'&gt;(Widerspruch: die Pixel sagen %1)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>colliding</source>
        <translation>kollidierend</translation>
    </message>
    <message>
        <source>not colliding</source>
        <translation>nicht kollidierend</translation>
    </message>
</context>
<context>
    <name>hitmask::CanvasView</name>
    <message>
        <source>Open an image or a project (%1), or drag files here.
New to Hitmask? Help &gt; Open Demo Project shows a finished one.</source>
        <translation>Öffnen Sie ein Bild oder ein Projekt (%1) oder ziehen Sie Dateien hierher.
Neu bei Hitmask? Hilfe &gt; Demoprojekt öffnen zeigt ein fertiges.</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelActions</name>
    <message>
        <source>&amp;Add Channel</source>
        <translation>Kanal &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Channel</source>
        <translation>Kanal &amp;entfernen</translation>
    </message>
    <message>
        <source>Re&amp;name Channel</source>
        <translation>Kanal &amp;umbenennen</translation>
    </message>
    <message>
        <source>Clear Review &amp;Marks</source>
        <translation>Prüf&amp;marken entfernen</translation>
    </message>
    <message>
        <source>Add a channel to the sprite (hurt, hit, ...)</source>
        <translation>Dem Sprite einen Kanal hinzufügen (hurt, hit, ...)</translation>
    </message>
    <message>
        <source>Remove the channel painted; solid stays</source>
        <translation>Den bemalten Kanal entfernen; solid bleibt</translation>
    </message>
    <message>
        <source>Settle every review mark of the sprite: hand edits whose auto mask changed</source>
        <translation>Alle Prüfmarken des Sprites erledigen: Handbearbeitungen, deren automatische Maske sich geändert hat</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelPicker</name>
    <message>
        <source>Which channel collides: solid, or a hitbox or hurtbox channel</source>
        <translation>Welcher Kanal kollidiert: solid oder ein Hitbox- oder Hurtbox-Kanal</translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelsDock</name>
    <message>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Next &amp;Channel</source>
        <translation>Nächster &amp;Kanal</translation>
    </message>
    <message>
        <source>Previous C&amp;hannel</source>
        <translation>Vorheriger Ka&amp;nal</translation>
    </message>
    <message>
        <source>The canvas paints on the selected channel; unticked channels are hidden. Double-click a name to rename it.</source>
        <translation>Die Zeichenfläche malt auf den gewählten Kanal; nicht angehakte Kanäle sind ausgeblendet. Doppelklick auf einen Namen benennt ihn um.</translation>
    </message>
    <message>
        <source>How the channel's mask is made before hand edits</source>
        <translation>Wie die Maske des Kanals vor Handbearbeitungen entsteht</translation>
    </message>
    <message>
        <source>Solid where alpha is above this</source>
        <translation>Fest, wo Alpha über diesem Wert liegt</translation>
    </message>
    <message>
        <source>Key...</source>
        <translation>Schlüssel...</translation>
    </message>
    <message>
        <source>The colour that does not collide</source>
        <translation>Die Farbe, die nicht kollidiert</translation>
    </message>
    <message>
        <source>Made from:</source>
        <translation>Erzeugt aus:</translation>
    </message>
    <message>
        <source>Channel Colour</source>
        <translation>Kanalfarbe</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüsselfarbe</translation>
    </message>
    <message>
        <source>The image (see Mask Settings)</source>
        <translation>Dem Bild (siehe Maskeneinstellungen)</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <source>Colour key</source>
        <translation>Farbschlüssel</translation>
    </message>
    <message>
        <source>Empty (paint by hand)</source>
        <translation>Leer (von Hand malen)</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Kopie von %1</translation>
    </message>
    <message>
        <source>Copy of a removed channel</source>
        <translation>Kopie eines entfernten Kanals</translation>
    </message>
    <message>
        <source>there is a channel called %1 already</source>
        <translation>es gibt bereits einen Kanal namens %1</translation>
    </message>
    <message>
        <source>Not renamed: %1.</source>
        <translation>Nicht umbenannt: %1.</translation>
    </message>
    <message>
        <source>± </source>
        <translation>± </translation>
    </message>
    <message>
        <source>Key tolerance: colours this close to the key on each of red, green and blue do not collide either</source>
        <translation>Schlüsseltoleranz: Farben, die bei Rot, Grün und Blau jeweils so nah am Schlüssel liegen, kollidieren ebenfalls nicht</translation>
    </message>
    <message>
        <source>Key tolerance</source>
        <translation>Schlüsseltoleranz</translation>
    </message>
    <message>
        <source>Physics</source>
        <translation>Physik</translation>
    </message>
    <message>
        <source>How the channel's shapes behave in a physics engine</source>
        <translation>Wie sich die Formen des Kanals in einer Physik-Engine verhalten</translation>
    </message>
    <message numerus="yes">
        <source>Of the channel %1 in %n selected sprite(s).</source>
        <translation>
            <numerusform>Des Kanals %1 in %n ausgewähltem Sprite.</numerusform>
            <numerusform>Des Kanals %1 in %n ausgewählten Sprites.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 of %2</source>
        <translation>%1 von %2 festlegen</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %2 in %n Sprite(s)</source>
        <translation>
            <numerusform>%1 von %2 in %n Sprite festlegen</numerusform>
            <numerusform>%1 von %2 in %n Sprites festlegen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Choose Colour...</source>
        <translation>Farbe &amp;wählen...</translation>
    </message>
    <message>
        <source>&amp;Automatic Colour</source>
        <translation>&amp;Automatische Farbe</translation>
    </message>
    <message>
        <source>The channel's colour on the canvas: choose one, or let Hitmask pick one that stands out against the sprite</source>
        <translation>Die Farbe des Kanals auf der Zeichenfläche: wählen Sie eine, oder Hitmask wählt eine, die sich vom Sprite abhebt</translation>
    </message>
    <message>
        <source>Channel colour</source>
        <translation>Kanalfarbe</translation>
    </message>
</context>
<context>
    <name>hitmask::ColliderTool</name>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
    </message>
    <message>
        <source>Move Shape Vertex</source>
        <translation>Ecke der Form verschieben</translation>
    </message>
    <message>
        <source>Move Shape Edge</source>
        <translation>Kante der Form verschieben</translation>
    </message>
    <message>
        <source>Move Shape</source>
        <translation>Form verschieben</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: the shape went back.</source>
        <translation>Ein Polygon darf sich nicht selbst schneiden: die Form wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>A shape needs a size: the shape went back.</source>
        <translation>Eine Form braucht eine Größe: die Form wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>Add Box</source>
        <translation>Rechteck hinzufügen</translation>
    </message>
    <message>
        <source>Add Circle</source>
        <translation>Kreis hinzufügen</translation>
    </message>
    <message>
        <source>A polygon needs at least three vertices.</source>
        <translation>Ein Polygon braucht mindestens drei Ecken.</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: it was not added.</source>
        <translation>Ein Polygon darf sich nicht selbst schneiden: es wurde nicht hinzugefügt.</translation>
    </message>
    <message>
        <source>Add Polygon</source>
        <translation>Polygon hinzufügen</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: no vertex was added.</source>
        <translation>Ein Polygon darf sich nicht selbst schneiden: keine Ecke wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Add Shape Vertex</source>
        <translation>Ecke zur Form hinzufügen</translation>
    </message>
    <message>
        <source>A polygon keeps at least three vertices and may not cross itself.</source>
        <translation>Ein Polygon behält mindestens drei Ecken und darf sich nicht selbst schneiden.</translation>
    </message>
    <message>
        <source>Delete Shape Vertex</source>
        <translation>Ecke der Form löschen</translation>
    </message>
    <message>
        <source>Delete Shape</source>
        <translation>Form löschen</translation>
    </message>
    <message>
        <source>A polygon may not cross itself: it stays as it was.</source>
        <translation>Ein Polygon darf sich nicht selbst schneiden: es bleibt, wie es war.</translation>
    </message>
    <message>
        <source>Nudge Shape</source>
        <translation>Form verrücken</translation>
    </message>
</context>
<context>
    <name>hitmask::CollisionView</name>
    <message>
        <source>Choose sprite A and sprite B to see how they collide.</source>
        <translation>Wählen Sie Sprite A und Sprite B, um zu sehen, wie sie kollidieren.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
</context>
<context>
    <name>hitmask::EllipseTool</name>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Fill Ellipse</source>
        <translation>Ellipse füllen</translation>
    </message>
</context>
<context>
    <name>hitmask::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Eraser Stroke</source>
        <translation>Radiererstrich</translation>
    </message>
</context>
<context>
    <name>hitmask::ExportDialog</name>
    <message>
        <source>Raw payload, without the HMSK header (one file per frame)</source>
        <translation>Nur Nutzdaten, ohne HMSK-Kopf (eine Datei pro Frame)</translation>
    </message>
    <message>
        <source>Export Masks</source>
        <translation>Masken exportieren</translation>
    </message>
    <message>
        <source>The payload a C header holds</source>
        <translation>Die Nutzdaten, die ein C-Header enthält</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>C header payload:</source>
        <translation>Nutzdaten im C-Header:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>File names:</source>
        <translation>Dateinamen:</translation>
    </message>
    <message>
        <source>Size of the selected sprites:</source>
        <translation>Größe der gewählten Sprites:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>Nichts zu exportieren.</translation>
    </message>
    <message numerus="yes">
        <source>Writes %n file(s), the first: %1</source>
        <translation>
            <numerusform>Schreibt %n Datei: %1</numerusform>
            <numerusform>Schreibt %n Dateien, die erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Export Folder</source>
        <translation>Exportordner</translation>
    </message>
    <message>
        <source>Nothing would be written: %1</source>
        <translation>Es würde nichts geschrieben: %1</translation>
    </message>
    <message>
        <source>{dir}: the sprite's folder within the project, {sprite}: the sprite's file name, {suffix}: the sprite file's suffix (png, gif), {frame}: the frame number, {channel}: the channel's name (PBM, PNG and raw write one file per channel), {ext}: the format's suffix</source>
        <translation>{dir}: der Ordner des Sprites im Projekt, {sprite}: der Dateiname des Sprites, {suffix}: die Endung der Sprite-Datei (png, gif), {frame}: die Framenummer, {channel}: der Name des Kanals (PBM, PNG und Rohdaten schreiben eine Datei pro Kanal), {ext}: die Endung des Formats</translation>
    </message>
    <message numerus="yes">
        <source>%n sprite(s) cannot be written in this format: %1. Export the other sprites and leave these out?</source>
        <translation>
            <numerusform>%n Sprite kann nicht in diesem Format geschrieben werden: %1. Die anderen Sprites exportieren und dieses weglassen?</numerusform>
            <numerusform>%n Sprites können nicht in diesem Format geschrieben werden: %1. Die anderen Sprites exportieren und diese weglassen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Others</source>
        <translation>Die anderen exportieren</translation>
    </message>
    <message>
        <source>Name, e.g. godot</source>
        <translation>Name, z. B. godot</translation>
    </message>
    <message>
        <source>Add as Target</source>
        <translation>Als Ziel hinzufügen</translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation>Ziel entfernen</translation>
    </message>
    <message>
        <source>Export targets:</source>
        <translation>Exportziele:</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 in %3</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <source>Export All Targets would write nothing: %1</source>
        <translation>Alle Ziele exportieren würde nichts schreiben: %1</translation>
    </message>
    <message>
        <source>Add Export Target %1</source>
        <translation>Exportziel %1 hinzufügen</translation>
    </message>
    <message>
        <source>Change Export Target %1</source>
        <translation>Exportziel %1 ändern</translation>
    </message>
    <message>
        <source>Remove Export Target %1</source>
        <translation>Exportziel %1 entfernen</translation>
    </message>
    <message>
        <source>&amp;Sprites:</source>
        <translation>&amp;Sprites:</translation>
    </message>
</context>
<context>
    <name>hitmask::EyedropperTool</name>
    <message>
        <source>Colour Key Picker</source>
        <translation>Farbschlüssel-Pipette</translation>
    </message>
</context>
<context>
    <name>hitmask::FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameActions</name>
    <message>
        <source>Slice into &amp;Frames...</source>
        <translation>In &amp;Frames zerschneiden …</translation>
    </message>
    <message>
        <source>Generate &amp;Rotation Set...</source>
        <translation>&amp;Drehungsreihe erzeugen …</translation>
    </message>
    <message>
        <source>Make the sprite's frames the rotations of the current frame</source>
        <translation>Die Frames des Sprites werden die Drehungen des aktuellen Frames</translation>
    </message>
    <message>
        <source>%1 has its frames from its file already (an animation, a sheet or a rotation set); it cannot be sliced as well.</source>
        <translation>%1 hat seine Frames schon aus seiner Datei (eine Animation, ein Sheet oder eine Drehungsreihe); es kann nicht zusätzlich zerschnitten werden.</translation>
    </message>
    <message>
        <source>Cannot generate the rotation set: %1.</source>
        <translation>Die Drehungsreihe kann nicht erzeugt werden: %1.</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameCollisions</name>
    <message>
        <source>Frame of A</source>
        <translation>Frame von A</translation>
    </message>
    <message>
        <source>Frame of B</source>
        <translation>Frame von B</translation>
    </message>
    <message>
        <source>Pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>No pair of frames collides here.</source>
        <translation>Hier kollidiert kein Frame-Paar.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of frames collide here:</source>
        <translation>
            <numerusform>%n Frame-Paar kollidiert hier:</numerusform>
            <numerusform>%n Frame-Paare kollidieren hier:</numerusform>
        </translation>
    </message>
    <message>
        <source>(only the first %1 frames of each sprite are compared)</source>
        <translation>(nur die ersten %1 Frames jedes Sprites werden verglichen)</translation>
    </message>
</context>
<context>
    <name>hitmask::FramePropertiesDialog</name>
    <message>
        <source>Frame Properties</source>
        <translation>Frame-Eigenschaften</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) of %1: %2</source>
        <translation>
            <numerusform>%n Frame von %1: %2</numerusform>
            <numerusform>%n Frames von %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>Origin &amp;X:</source>
        <translation>Ursprung &amp;X:</translation>
    </message>
    <message>
        <source>Origin &amp;Y:</source>
        <translation>Ursprung &amp;Y:</translation>
    </message>
    <message>
        <source>The origin is the pivot in the frame's pixels, from its top-left corner; exports write it with each frame. Values set here stay when the art is reloaded.</source>
        <translation>Der Ursprung ist der Drehpunkt in den Pixeln des Frames, gemessen von seiner linken oberen Ecke; Exporte schreiben ihn zu jedem Frame. Hier gesetzte Werte bleiben, wenn die Grafik neu geladen wird.</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Set Frame Properties</source>
        <translation>Frame-Eigenschaften setzen</translation>
    </message>
</context>
<context>
    <name>hitmask::FrameStripDock</name>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>&amp;Previous Frame</source>
        <translation>&amp;Vorheriger Frame</translation>
    </message>
    <message>
        <source>&amp;Next Frame</source>
        <translation>&amp;Nächster Frame</translation>
    </message>
    <message>
        <source>F&amp;irst Frame</source>
        <translation>&amp;Erster Frame</translation>
    </message>
    <message>
        <source>&amp;Last Frame</source>
        <translation>&amp;Letzter Frame</translation>
    </message>
    <message>
        <source>&amp;Play Frames</source>
        <translation>&amp;Frames abspielen</translation>
    </message>
    <message>
        <source>Play the frames in a loop, each for its duration (%1 ms when the file gives none)</source>
        <translation>Die Frames in einer Schleife abspielen, jeden für seine Dauer (%1 ms, wenn die Datei keine angibt)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Frame %1: %2 x %3</source>
        <translation>Frame %1: %2 x %3</translation>
    </message>
    <message>
        <source>from %1, %2 of the image</source>
        <translation>von %1, %2 des Bildes</translation>
    </message>
    <message>
        <source>shown for %1 ms</source>
        <translation>%1 ms lang gezeigt</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, past the last frame)</source>
        <translation>%1 (%2, hinter dem letzten Frame)</translation>
    </message>
    <message>
        <source>%1 ms*</source>
        <translation>%1 ms*</translation>
    </message>
    <message>
        <source>The sprite's tags (named animations): choosing one selects its frames and plays only them</source>
        <translation>Die Tags des Sprites (benannte Animationen): ein gewählter Tag wählt seine Frames aus und spielt nur diese ab</translation>
    </message>
    <message>
        <source>Frame &amp;Properties...</source>
        <translation>Frame-Ei&amp;genschaften …</translation>
    </message>
    <message>
        <source>Set the duration and origin of the selected frames</source>
        <translation>Dauer und Ursprung der gewählten Frames setzen</translation>
    </message>
    <message>
        <source>Use the File's Duration and Origin</source>
        <translation>Dauer und Ursprung aus der Datei verwenden</translation>
    </message>
    <message>
        <source>All frames</source>
        <translation>Alle Frames</translation>
    </message>
    <message>
        <source>origin %1, %2</source>
        <translation>Ursprung %1, %2</translation>
    </message>
    <message>
        <source>(* set by hand)</source>
        <translation>(* von Hand gesetzt)</translation>
    </message>
</context>
<context>
    <name>hitmask::MainWindow</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Collision &amp;Preview</source>
        <translation>Kollisions&amp;vorschau</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export Masks...</source>
        <translation>Masken e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export A&amp;gain</source>
        <translation>Erneut ex&amp;portieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Hitmask</source>
        <translation>&amp;Über Hitmask</translation>
    </message>
    <message>
        <source>About Hitmask</source>
        <translation>Über Hitmask</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hitmask %1&lt;/h3&gt;&lt;p&gt;Collision masks for 2D games: made from a sprite's alpha, fixed by hand, exported for the game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hitmask %1&lt;/h3&gt;&lt;p&gt;Kollisionsmasken für 2D-Spiele: aus dem Alpha eines Sprites erzeugt, von Hand korrigiert, für das Spiel exportiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Invert Mask</source>
        <translation>Maske &amp;umkehren</translation>
    </message>
    <message>
        <source>&amp;Clear Mask</source>
        <translation>Maske &amp;leeren</translation>
    </message>
    <message>
        <source>Reset Mask to &amp;Auto</source>
        <translation>Maske auf &amp;automatisch zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Brush size ([ and ])</source>
        <translation>Pinselgröße ([ und ])</translation>
    </message>
    <message>
        <source>Brush: </source>
        <translation>Pinsel: </translation>
    </message>
    <message>
        <source>Pencil paints: colliding</source>
        <translation>Stift malt: kollidierend</translation>
    </message>
    <message>
        <source>Pencil paints: non-colliding</source>
        <translation>Stift malt: nicht kollidierend</translation>
    </message>
    <message>
        <source>The project has no sprites to export yet.</source>
        <translation>Das Projekt hat noch keine Sprites zum Exportieren.</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Hitmask</source>
        <translation>Hitmask</translation>
    </message>
    <message>
        <source>&amp;Scene Preview</source>
        <translation>&amp;Szenenvorschau</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Copy Mask Edits to &amp;Next Frame</source>
        <translation>Maskenänderungen in &amp;nächsten Frame kopieren</translation>
    </message>
    <message>
        <source>Copy Mask Edits to A&amp;ll Frames</source>
        <translation>Maskenänderungen in alle Frames kop&amp;ieren</translation>
    </message>
    <message>
        <source>E&amp;ditor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <source>Export All &amp;Targets</source>
        <translation>Alle &amp;Ziele exportieren</translation>
    </message>
    <message>
        <source>The project has no export targets yet: add them in File &gt; Export Masks.</source>
        <translation>Das Projekt hat noch keine Exportziele: Fügen Sie sie unter Datei &gt; Masken exportieren hinzu.</translation>
    </message>
    <message>
        <source>&amp;Channel</source>
        <translation>&amp;Kanal</translation>
    </message>
</context>
<context>
    <name>hitmask::MaskSettingsDock</name>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Pixel grid</source>
        <translation>Pixelraster</translation>
    </message>
    <message>
        <source>Clear Review Marks</source>
        <translation>Prüfmarken entfernen</translation>
    </message>
    <message>
        <source>Alpha threshold</source>
        <translation>Alpha-Schwelle</translation>
    </message>
    <message>
        <source>Colour key</source>
        <translation>Farbschlüssel</translation>
    </message>
    <message>
        <source>Make the mask from the alpha channel, or from a transparent colour</source>
        <translation>Die Maske aus dem Alphakanal oder aus einer transparenten Farbe erzeugen</translation>
    </message>
    <message>
        <source>A pixel collides when its alpha is greater than this</source>
        <translation>Ein Pixel kollidiert, wenn sein Alpha größer ist als dieser Wert</translation>
    </message>
    <message>
        <source>The transparent colour; click to choose it</source>
        <translation>Die transparente Farbe; zum Wählen klicken</translation>
    </message>
    <message>
        <source>Pick the transparent colour from the sprite (I)</source>
        <translation>Die transparente Farbe aus dem Sprite aufnehmen (I)</translation>
    </message>
    <message>
        <source>Sprite and mask</source>
        <translation>Sprite und Maske</translation>
    </message>
    <message>
        <source>Sprite only</source>
        <translation>Nur Sprite</translation>
    </message>
    <message>
        <source>Mask only</source>
        <translation>Nur Maske</translation>
    </message>
    <message>
        <source>Mask vs art</source>
        <translation>Maske gegen Grafik</translation>
    </message>
    <message>
        <source>Mask vs art marks opaque pixels that do not collide and transparent pixels that do</source>
        <translation>Maske gegen Grafik markiert deckende Pixel, die nicht kollidieren, und transparente, die kollidieren</translation>
    </message>
    <message>
        <source>Opacity of the mask overlay</source>
        <translation>Deckkraft der Maskenüberlagerung</translation>
    </message>
    <message>
        <source>Show pixel borders from 8x zoom up</source>
        <translation>Pixelgrenzen ab 8-facher Vergrößerung zeigen</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Threshold:</source>
        <translation>Schwelle:</translation>
    </message>
    <message>
        <source>Colour key:</source>
        <translation>Farbschlüssel:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source>Overlay:</source>
        <translation>Überlagerung:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Transparent Colour</source>
        <translation>Transparente Farbe</translation>
    </message>
    <message>
        <source>Solid pixels: &lt;b&gt;%L1&lt;/b&gt;&lt;br&gt;Hand-edited pixels: %L2</source>
        <translation>Feste Pixel: &lt;b&gt;%L1&lt;/b&gt;&lt;br&gt;Von Hand bearbeitet: %L2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style='color:#ff9600'&gt;&amp;#9632;&lt;/span&gt; Opaque, not colliding: %L1&lt;br&gt;&lt;span style='color:#00c8ff'&gt;&amp;#9632;&lt;/span&gt; Transparent, colliding: %L2</source>
        <translation>&lt;br&gt;&lt;span style='color:#ff9600'&gt;&amp;#9632;&lt;/span&gt; Deckend, nicht kollidierend: %L1&lt;br&gt;&lt;span style='color:#00c8ff'&gt;&amp;#9632;&lt;/span&gt; Transparent, kollidierend: %L2</translation>
    </message>
    <message>
        <source>How far each of red, green and blue may lie from the key and still be transparent: raise it for JPEG art, whose background is no longer one exact colour</source>
        <translation>Wie weit Rot, Grün und Blau jeweils vom Schlüssel abweichen dürfen und trotzdem transparent sind: für JPEG-Grafiken erhöhen, deren Hintergrund nicht mehr genau eine Farbe hat</translation>
    </message>
    <message>
        <source>T&amp;olerance:</source>
        <translation>T&amp;oleranz:</translation>
    </message>
    <message>
        <source>Pixels of %1: &lt;b&gt;%L2&lt;/b&gt;&lt;br&gt;Hand-edited pixels: %L3</source>
        <translation>Pixel von %1: &lt;b&gt;%L2&lt;/b&gt;&lt;br&gt;Von Hand bearbeitet: %L3</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; To review (all channels): %L1</source>
        <translation>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Zu prüfen (alle Kanäle): %L1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Hand shapes to review: %Ln channel(s)</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Handformen zu prüfen: %Ln Kanal</numerusform>
            <numerusform>&lt;br&gt;&lt;span style='color:#e6c800'&gt;&amp;#9632;&lt;/span&gt; Handformen zu prüfen: %Ln Kanäle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mask rule of %n selected sprite(s)</source>
        <translation>
            <numerusform>Maskenregel von %n ausgewähltem Sprite</numerusform>
            <numerusform>Maskenregel von %n ausgewählten Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Mask Mode of %n Sprite(s)</source>
        <translation>
            <numerusform>Maskenmodus von %n Sprite ändern</numerusform>
            <numerusform>Maskenmodus von %n Sprites ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Threshold of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Schwelle von %n Sprite auf %L1 setzen</numerusform>
            <numerusform>Schwelle von %n Sprites auf %L1 setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Key Tolerance of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Schlüsseltoleranz von %n Sprite auf %L1 setzen</numerusform>
            <numerusform>Schlüsseltoleranz von %n Sprites auf %L1 setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Colour Key of %n Sprite(s)</source>
        <translation>
            <numerusform>Farbschlüssel von %n Sprite ändern</numerusform>
            <numerusform>Farbschlüssel von %n Sprites ändern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::NavigatorDock</name>
    <message>
        <source>Navigator</source>
        <translation>Navigator</translation>
    </message>
    <message>
        <source>Click or drag to move the editor's view</source>
        <translation>Klicken oder ziehen, um die Ansicht des Editors zu verschieben</translation>
    </message>
</context>
<context>
    <name>hitmask::OriginActions</name>
    <message>
        <source>Frame &amp;Origin</source>
        <translation>&amp;Ursprung des Frames</translation>
    </message>
    <message>
        <source>Of &amp;This Frame</source>
        <translation>&amp;Dieses Frames</translation>
    </message>
    <message>
        <source>Of &amp;All Frames</source>
        <translation>&amp;Aller Frames</translation>
    </message>
    <message>
        <source>Put the origin (pivot) at a point of the frame</source>
        <translation>Den Ursprung (Drehpunkt) auf einen Punkt des Frames setzen</translation>
    </message>
    <message>
        <source>&amp;Centre</source>
        <translation>&amp;Mitte</translation>
    </message>
    <message>
        <source>&amp;Bottom Centre</source>
        <translation>Mitte &amp;unten</translation>
    </message>
    <message>
        <source>Top &amp;Left</source>
        <translation>Oben &amp;links</translation>
    </message>
    <message>
        <source>Top &amp;Right</source>
        <translation>Oben &amp;rechts</translation>
    </message>
    <message>
        <source>Bottom L&amp;eft</source>
        <translation>Unten li&amp;nks</translation>
    </message>
    <message>
        <source>Bottom R&amp;ight</source>
        <translation>Unten re&amp;chts</translation>
    </message>
    <message>
        <source>&amp;Reset to the File's</source>
        <translation>Auf den der &amp;Datei zurücksetzen</translation>
    </message>
    <message>
        <source>The origin the sprite's file or sheet gives</source>
        <translation>Der Ursprung, den die Datei oder das Sheet des Sprites angibt</translation>
    </message>
</context>
<context>
    <name>hitmask::OriginTool</name>
    <message>
        <source>Set Origin</source>
        <translation>Ursprung setzen</translation>
    </message>
</context>
<context>
    <name>hitmask::PencilTool</name>
    <message>
        <source>Pencil</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Pencil Stroke</source>
        <translation>Stiftstrich</translation>
    </message>
</context>
<context>
    <name>hitmask::PhysicsEditor</name>
    <message>
        <source>Sensor</source>
        <translation>Sensor</translation>
    </message>
    <message>
        <source>Mass per square metre of the shapes</source>
        <translation>Masse pro Quadratmeter der Formen</translation>
    </message>
    <message>
        <source>0 is ice; Box2D's default is 0.6</source>
        <translation>0 ist Eis; Box2Ds Standard ist 0,6</translation>
    </message>
    <message>
        <source>Bounce: 0 stops dead, 1 bounces back as fast</source>
        <translation>Rückprall: 0 bleibt liegen, 1 springt genauso schnell zurück</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>The shapes report contacts but push nothing (Godot's Area2D)</source>
        <translation>Die Formen melden Kontakte, schieben aber nichts (Godots Area2D)</translation>
    </message>
    <message>
        <source>The layers the channel's shapes are on (Box2D's categoryBits, Godot's collision_layer)</source>
        <translation>Die Ebenen, auf denen die Formen des Kanals liegen (Box2Ds categoryBits, Godots collision_layer)</translation>
    </message>
    <message>
        <source>The layers the channel's shapes collide with (Box2D's maskBits, Godot's collision_mask)</source>
        <translation>Die Ebenen, mit denen die Formen des Kanals kollidieren (Box2Ds maskBits, Godots collision_mask)</translation>
    </message>
    <message>
        <source>Box2D's group index: shapes of the same positive group always collide, of the same negative group never; 0 leaves it to the bits</source>
        <translation>Box2Ds Gruppenindex: Formen derselben positiven Gruppe kollidieren immer, derselben negativen Gruppe nie; 0 überlässt es den Bits</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Free properties every shape format writes with the channel's shapes; double-click to edit</source>
        <translation>Freie Eigenschaften, die jedes Formenformat mit den Formen des Kanals schreibt; Doppelklick zum Bearbeiten</translation>
    </message>
    <message>
        <source>The selected sprites' pairs differ; an edit gives them all these.</source>
        <translation>Die Paare der ausgewählten Sprites unterscheiden sich; eine Bearbeitung gibt allen diese.</translation>
    </message>
    <message>
        <source>Density:</source>
        <translation>Dichte:</translation>
    </message>
    <message>
        <source>Friction:</source>
        <translation>Reibung:</translation>
    </message>
    <message>
        <source>Restitution:</source>
        <translation>Rückprall:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Kategorie:</translation>
    </message>
    <message>
        <source>Collides with:</source>
        <translation>Kollidiert mit:</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Collides With</source>
        <translation>Kollidiert mit</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>Reibung</translation>
    </message>
    <message>
        <source>Restitution</source>
        <translation>Rückprall</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
</context>
<context>
    <name>hitmask::PreferencesDialog</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Show the pixel grid from 8x zoom</source>
        <translation>Pixelraster ab 8-facher Vergrößerung zeigen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Alpha threshold of sprites added from now on</source>
        <translation>Alpha-Schwelle für künftig hinzugefügte Sprites</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>How often unsaved work is written to a recovery file</source>
        <translation>Wie oft ungesicherte Arbeit in eine Wiederherstellungsdatei geschrieben wird</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Images wider or taller than this are refused before they are decoded</source>
        <translation>Breitere oder höhere Bilder werden vor dem Dekodieren abgelehnt</translation>
    </message>
    <message>
        <source>Default &amp;threshold:</source>
        <translation>Standard-&amp;Schwelle:</translation>
    </message>
    <message>
        <source>&amp;Highlight colour:</source>
        <translation>&amp;Hervorhebungsfarbe:</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch speichern alle:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>A new language applies after a restart.</source>
        <translation>Eine neue Sprache gilt nach einem Neustart.</translation>
    </message>
    <message>
        <source>Largest &amp;image side:</source>
        <translation>Größte &amp;Bildseite:</translation>
    </message>
    <message>
        <source>Highlight Colour</source>
        <translation>Hervorhebungsfarbe</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>hitmask::PreviewPanel</name>
    <message>
        <source>Highlight colour...</source>
        <translation>Hervorhebungsfarbe …</translation>
    </message>
    <message>
        <source>Colour of the overlapping pixels</source>
        <translation>Farbe der überlappenden Pixel</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Arrow keys move this sprite 1 pixel, Shift+arrow 10</source>
        <translation>Pfeiltasten bewegen dieses Sprite um 1 Pixel, Umschalt+Pfeil um 10</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Zoom:</source>
        <translation>Zoom:</translation>
    </message>
    <message>
        <source>Keys move:</source>
        <translation>Tasten bewegen:</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <source>Sprite A</source>
        <translation>Sprite A</translation>
    </message>
    <message>
        <source>Sprite B</source>
        <translation>Sprite B</translation>
    </message>
    <message>
        <source>Highlight Colour</source>
        <translation>Hervorhebungsfarbe</translation>
    </message>
    <message>
        <source>A sprite of the project, with its hand edits, or any image file</source>
        <translation>Ein Sprite des Projekts mit seinen Handbearbeitungen oder eine beliebige Bilddatei</translation>
    </message>
    <message>
        <source> deg</source>
        <translation> °</translation>
    </message>
    <message>
        <source>Flip H</source>
        <translation>Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Flip V</source>
        <translation>Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Sprite:</source>
        <translation>Sprite:</translation>
    </message>
    <message>
        <source>Rotate:</source>
        <translation>Drehen:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Skalieren:</translation>
    </message>
    <message>
        <source>Image file...</source>
        <translation>Bilddatei …</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Hitmask</source>
        <translation>Hitmask</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <translation>%1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Choose two sprites.</source>
        <translation>Wählen Sie zwei Sprites.</translation>
    </message>
    <message>
        <source>Rotation, clockwise, nearest-neighbour: the sprite turns in place about its centre. (hitmask-cli --rotate-b places the rotated box's top-left at --offset.)</source>
        <translation>Drehung im Uhrzeigersinn, nächster Nachbar: das Sprite dreht sich an Ort und Stelle um seine Mitte. (hitmask-cli --rotate-b legt die linke obere Ecke des gedrehten Rechtecks auf --offset.)</translation>
    </message>
    <message>
        <source>Frame </source>
        <translation>Frame </translation>
    </message>
    <message>
        <source>Which frame of the sprite collides</source>
        <translation>Welcher Frame des Sprites kollidiert</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>Zoom (or the mouse wheel over the preview, and the View menu's keys)</source>
        <translation>Zoom (oder das Mausrad über der Vorschau und die Tasten des Menüs Ansicht)</translation>
    </message>
</context>
<context>
    <name>hitmask::PreviewPlayback</name>
    <message>
        <source>&amp;Play animations</source>
        <translation>Animationen &amp;abspielen</translation>
    </message>
    <message>
        <source>Step A and B through their frames, each frame for its duration</source>
        <translation>A und B durch ihre Frames schalten, jeden Frame für seine Dauer</translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectController</name>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Add Sprites...</source>
        <translation>Sprites &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>&amp;Demoprojekt öffnen</translation>
    </message>
    <message>
        <source>Open a project, or add an image to this project</source>
        <translation>Ein Projekt öffnen oder diesem Projekt ein Bild hinzufügen</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Some images could not be opened:
%1</source>
        <translation>Einige Bilder konnten nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>Cannot open the demo project: %1.</source>
        <translation>Das Demoprojekt kann nicht geöffnet werden: %1.</translation>
    </message>
    <message>
        <source>The project was not saved: %1.</source>
        <translation>Das Projekt wurde nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <source>Hitmask projects (*.hitmask)</source>
        <translation>Hitmask-Projekte (*.hitmask)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungesicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 hat ungesicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Projects and images (*.hitmask %1);;Hitmask projects (*.hitmask);;Images (%1)</source>
        <translation>Projekte und Bilder (*.hitmask %1);;Hitmask-Projekte (*.hitmask);;Bilder (%1)</translation>
    </message>
    <message>
        <source>Add Sprites</source>
        <translation>Sprites hinzufügen</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>%1[*] - Hitmask</source>
        <translation>%1[*] – Hitmask</translation>
    </message>
    <message>
        <source>The demo's folder is replaced each time the demo opens. Save the project in a folder of your own.</source>
        <translation>Der Ordner der Demo wird bei jedem Öffnen der Demo ersetzt. Speichern Sie das Projekt in einem eigenen Ordner.</translation>
    </message>
    <message numerus="yes">
        <source>%n sprite image(s) found in a new place: save the project to keep it.</source>
        <translation>
            <numerusform>%n Sprite-Bild an neuem Ort gefunden: Speichern Sie das Projekt, um das festzuhalten.</numerusform>
            <numerusform>%n Sprite-Bilder an neuem Ort gefunden: Speichern Sie das Projekt, um das festzuhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import Sprite Sheet (JSON)...</source>
        <translation>Spritesheet &amp;importieren (JSON) …</translation>
    </message>
    <message>
        <source>Add a sprite cut by an Aseprite or TexturePacker JSON sheet</source>
        <translation>Einen Sprite hinzufügen, den ein Aseprite- oder TexturePacker-JSON-Sheet schneidet</translation>
    </message>
    <message>
        <source>Import Sprite Sheet</source>
        <translation>Spritesheet importieren</translation>
    </message>
    <message>
        <source>JSON sprite sheets (*.json)</source>
        <translation>JSON-Spritesheets (*.json)</translation>
    </message>
    <message>
        <source>Cannot import %1: %2.</source>
        <translation>%1 kann nicht importiert werden: %2.</translation>
    </message>
    <message>
        <source>%1 has no transparency: its corners' colour %2 is taken as transparent. Change it under Mask &gt; Mode.</source>
        <translation>%1 hat keine Transparenz: Die Farbe seiner Ecken, %2, gilt als transparent. Ändern Sie das unter Maske &gt; Modus.</translation>
    </message>
    <message>
        <source>%1 has no transparency and its corners differ: %2, the colour of most of its border, is taken as transparent. Change it under Mask &gt; Mode.</source>
        <translation>%1 hat keine Transparenz und seine Ecken unterscheiden sich: %2, die Farbe des größten Teils seines Rands, gilt als transparent. Ändern Sie das unter Maske &gt; Modus.</translation>
    </message>
    <message>
        <source>%1 has no alpha: %2, its corners' colour, is now transparent.</source>
        <translation>%1 hat kein Alpha: %2, die Farbe seiner Ecken, ist jetzt transparent.</translation>
    </message>
    <message>
        <source>%1 has no alpha: %2, most of its border, is now transparent.</source>
        <translation>%1 hat kein Alpha: %2, die häufigste Randfarbe, ist jetzt transparent.</translation>
    </message>
    <message>
        <source>The image could not be opened:
%1</source>
        <translation>Das Bild konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>%1[*] [read-only] - Hitmask</source>
        <translation>%1[*] [schreibgeschützt] - Hitmask</translation>
    </message>
    <message numerus="yes">
        <source>Opened without %n sprite(s) whose image is missing: %1. The project keeps them as they were; open it again once the images are back.</source>
        <translation>
            <numerusform>Ohne %n Sprite geöffnet, dessen Bild fehlt: %1. Das Projekt behält es, wie es war; öffnen Sie es wieder, sobald das Bild zurück ist.</numerusform>
            <numerusform>Ohne %n Sprites geöffnet, deren Bilder fehlen: %1. Das Projekt behält sie, wie sie waren; öffnen Sie es wieder, sobald die Bilder zurück sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is open in another Hitmask (%2): saving over it would replace the work there. Save the project under another name.</source>
        <translation>%1 ist in einem anderen Hitmask geöffnet (%2): darüber zu speichern würde die Arbeit dort ersetzen. Speichern Sie das Projekt unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>%1, the project open last time, is no longer there: an empty project is open instead.</source>
        <translation>%1, das zuletzt geöffnete Projekt, ist nicht mehr vorhanden: stattdessen ist ein leeres Projekt geöffnet.</translation>
    </message>
    <message>
        <source>%1 was not found. Open another project with File &gt; Open.</source>
        <translation>%1 wurde nicht gefunden. Öffnen Sie ein anderes Projekt mit Datei &gt; Öffnen.</translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 wurde auf der Festplatte geändert und neu geladen.</translation>
    </message>
    <message>
        <source>%1 changed on disk but could not be reloaded: %2</source>
        <translation>%1 wurde auf der Festplatte geändert, konnte aber nicht neu geladen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) lie outside the new image and are kept aside until it grows back.</source>
        <translation>
            <numerusform>%n von Hand bearbeitetes Pixel liegt außerhalb des neuen Bildes und wird aufbewahrt, bis es wieder wächst.</numerusform>
            <numerusform>%n von Hand bearbeitete Pixel liegen außerhalb des neuen Bildes und werden aufbewahrt, bis es wieder wächst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file has fewer frames now: %n frame(s) past its last one are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>Die Datei hat jetzt weniger Frames: %n Frame nach ihrem letzten wird mit seinen Bearbeitungen beiseitegelegt, bis sie ihn wieder hat.</numerusform>
            <numerusform>Die Datei hat jetzt weniger Frames: %n Frames nach ihrem letzten werden mit ihren Bearbeitungen beiseitegelegt, bis sie sie wieder hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) to review (F3).</source>
        <translation>
            <numerusform>%n von Hand bearbeitetes Pixel zu prüfen (F3).</numerusform>
            <numerusform>%n von Hand bearbeitete Pixel zu prüfen (F3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The image no longer holds %n of the frames (%1): the frames from frame %2 on are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>Das Bild enthält %n der Frames nicht mehr (%1): die Frames ab Frame %2 werden mit ihren Bearbeitungen beiseitegelegt, bis es sie wieder enthält.</numerusform>
            <numerusform>Das Bild enthält %n der Frames nicht mehr (%1): die Frames ab Frame %2 werden mit ihren Bearbeitungen beiseitegelegt, bis es sie wieder enthält.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) whose hand shapes no longer match the mask.</source>
        <translation>
            <numerusform>%n Frame, dessen Handformen nicht mehr zur Maske passen.</numerusform>
            <numerusform>%n Frames, deren Handformen nicht mehr zur Maske passen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectGuard</name>
    <message>
        <source>process %1 on %2</source>
        <translation>Prozess %1 auf %2</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>Project Open Elsewhere</source>
        <translation>Projekt anderswo geöffnet</translation>
    </message>
    <message>
        <source>%1 is open in another Hitmask (%2).

Opened in both, each save would replace the other's changes. Open it read-only to look, or anyway to edit it here.</source>
        <translation>%1 ist in einem anderen Hitmask geöffnet (%2).

In beiden geöffnet, würde jedes Speichern die Änderungen des anderen ersetzen. Öffnen Sie es schreibgeschützt, um es anzusehen, oder trotzdem, um es hier zu bearbeiten.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Anyway</source>
        <translation>&amp;Trotzdem öffnen</translation>
    </message>
    <message>
        <source>Project Changed on Disk</source>
        <translation>Projekt auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 changed on disk since Hitmask opened or last saved it, perhaps in another Hitmask. Saving replaces those changes with this project.</source>
        <translation>%1 wurde auf der Festplatte geändert, seit Hitmask es geöffnet oder zuletzt gespeichert hat, vielleicht in einem anderen Hitmask. Speichern ersetzt diese Änderungen durch dieses Projekt.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>%1 changed on disk. Saving will ask before replacing it.</source>
        <translation>%1 wurde auf der Festplatte geändert. Speichern fragt, bevor es die Datei ersetzt.</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload it?</source>
        <translation>%1 wurde auf der Festplatte geändert. Neu laden?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
</context>
<context>
    <name>hitmask::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>hitmask::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Fill Rectangle</source>
        <translation>Rechteck füllen</translation>
    </message>
</context>
<context>
    <name>hitmask::ReviewNavigator</name>
    <message>
        <source>Next &amp;Flagged Pixel</source>
        <translation>Nächstes &amp;markiertes Pixel</translation>
    </message>
    <message>
        <source>Previous Flagged Pi&amp;xel</source>
        <translation>Vorheriges markiertes Pi&amp;xel</translation>
    </message>
    <message>
        <source>Show the next hand-edited pixel whose art changed (F3)</source>
        <translation>Das nächste von Hand bearbeitete Pixel zeigen, dessen Grafik sich geändert hat (F3)</translation>
    </message>
    <message>
        <source>Show the previous hand-edited pixel whose art changed (Shift+F3)</source>
        <translation>Das vorherige von Hand bearbeitete Pixel zeigen, dessen Grafik sich geändert hat (Umschalt+F3)</translation>
    </message>
    <message>
        <source>No pixels of %1 are flagged for review.</source>
        <translation>Keine Pixel von %1 sind zur Prüfung markiert.</translation>
    </message>
    <message>
        <source>Flagged pixel at %1, %2 (frame %3); %4 flagged in all.</source>
        <translation>Markiertes Pixel bei %1, %2 (Frame %3); %4 markiert insgesamt.</translation>
    </message>
    <message numerus="yes">
        <source>Frame %1: its hand shapes no longer match the mask (pixels that differ: %2); %n frame(s) to review.</source>
        <translation>
            <numerusform>Frame %1: seine Handformen passen nicht mehr zur Maske (abweichende Pixel: %2); %n Frame zu prüfen.</numerusform>
            <numerusform>Frame %1: seine Handformen passen nicht mehr zur Maske (abweichende Pixel: %2); %n Frames zu prüfen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::RotationSetDialog</name>
    <message>
        <source>Generate Rotation Set</source>
        <translation>Drehungsreihe erzeugen</translation>
    </message>
    <message>
        <source>The frames are rotations already: they are made again from the same source frame. With the same count, each rotation keeps its hand edits.</source>
        <translation>Die Frames sind schon Drehungen: Sie werden aus demselben Quell-Frame neu erzeugt. Bei gleicher Anzahl behält jede Drehung ihre Handbearbeitungen.</translation>
    </message>
    <message>
        <source>The current frame, turned clockwise about its centre (nearest neighbour), becomes the sprite's frames, one per rotation. Each frame's mask is then yours to fix; the edits stay when the set is made again.</source>
        <translation>Der aktuelle Frame, im Uhrzeigersinn um seine Mitte gedreht (nächster Nachbar), wird zu den Frames des Sprites, einer pro Drehung. Die Maske jedes Frames können Sie dann korrigieren; die Bearbeitungen bleiben, wenn die Reihe neu erzeugt wird.</translation>
    </message>
    <message>
        <source>&amp;Rotations:</source>
        <translation>&amp;Drehungen:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>%1° between frames</source>
        <translation>%1° zwischen Frames</translation>
    </message>
</context>
<context>
    <name>hitmask::ScenePanel</name>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Add One</source>
        <translation>Eines hinzufügen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>How many copies Fill puts in the scene</source>
        <translation>Wie viele Kopien Füllen in die Szene setzt</translation>
    </message>
    <message>
        <source>Replace the scene with this many copies of the sprite, moving at random</source>
        <translation>Die Szene durch so viele zufällig bewegte Kopien des Sprites ersetzen</translation>
    </message>
    <message>
        <source>Add one copy of the sprite at a random place</source>
        <translation>Eine Kopie des Sprites an zufälliger Stelle hinzufügen</translation>
    </message>
    <message>
        <source>Remove every sprite from the scene</source>
        <translation>Alle Sprites aus der Szene entfernen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Playfield width; sprites wrap around its edges</source>
        <translation>Breite des Spielfelds; Sprites treten am gegenüberliegenden Rand wieder ein</translation>
    </message>
    <message>
        <source>Playfield height; sprites wrap around its edges</source>
        <translation>Höhe des Spielfelds; Sprites treten am gegenüberliegenden Rand wieder ein</translation>
    </message>
    <message>
        <source>Run or pause the scene (Space over the playfield)</source>
        <translation>Szene starten oder anhalten (Leertaste über dem Spielfeld)</translation>
    </message>
    <message>
        <source>Advance one frame (the period key over the playfield)</source>
        <translation>Ein Bild weiter (Punkttaste über dem Spielfeld)</translation>
    </message>
    <message>
        <source>Sprites</source>
        <translation>Sprites</translation>
    </message>
    <message>
        <source>Sprite:</source>
        <translation>Sprite:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>Kollisionen</translation>
    </message>
    <message>
        <source>Objects:</source>
        <translation>Objekte:</translation>
    </message>
    <message>
        <source>Box pairs:</source>
        <translation>Rahmenpaare:</translation>
    </message>
    <message>
        <source>Pixel pairs:</source>
        <translation>Pixelpaare:</translation>
    </message>
    <message>
        <source>World step:</source>
        <translation>Weltschritt:</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Spin the sprites, each drawn and collided as the nearest of this many pre-rotated frames (24 is every 15 degrees), as a game with a rotation set does</source>
        <translation>Die Sprites drehen, jedes gezeichnet und kollidiert als das nächstgelegene von so vielen vorab gedrehten Frames (24 ist alle 15 Grad), wie ein Spiel mit einem Drehungssatz</translation>
    </message>
    <message>
        <source>Rotations:</source>
        <translation>Drehungen:</translation>
    </message>
    <message>
        <source>The project sprite to add to the scene</source>
        <translation>Das Sprite des Projekts, das der Szene hinzugefügt wird</translation>
    </message>
    <message>
        <source>Which of the sprite's frames</source>
        <translation>Welcher Frame des Sprites</translation>
    </message>
    <message>
        <source>Frame:</source>
        <translation>Frame:</translation>
    </message>
</context>
<context>
    <name>hitmask::SceneView</name>
    <message>
        <source>%1, %2: too many pixels overlap at once to highlight them all</source>
        <translation>%1, %2: zu viele Pixel überlappen gleichzeitig, um alle hervorzuheben</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colliding pair(s) highlighted pixel for pixel</source>
        <translation>
            <numerusform>%Ln kollidierendes Paar Pixel für Pixel hervorgehoben</numerusform>
            <numerusform>%Ln kollidierende Paare Pixel für Pixel hervorgehoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shown by their boxes only</source>
        <translation>
            <numerusform>%Ln nur durch seine Rahmen gezeigt</numerusform>
            <numerusform>%Ln nur durch ihre Rahmen gezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ShapeSettingsBox</name>
    <message>
        <source>Collision shapes</source>
        <translation>Kollisionsformen</translation>
    </message>
    <message>
        <source>Convex pieces</source>
        <translation>Konvexe Teile</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Boxen</translation>
    </message>
    <message>
        <source>Polygons</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>As many as exact needs</source>
        <translation>So viele, wie exakt nötig</translation>
    </message>
    <message>
        <source>At most this many boxes, as close to the mask as they can be</source>
        <translation>Höchstens so viele Boxen, so nah an der Maske wie möglich</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Vertices may move up to this far; 0 follows the pixels exactly</source>
        <translation>Eckpunkte dürfen sich so weit verschieben; 0 folgt den Pixeln genau</translation>
    </message>
    <message>
        <source>For physics engines: convex polygons without holes</source>
        <translation>Für Physik-Engines: konvexe Polygone ohne Löcher</translation>
    </message>
    <message>
        <source>Vertices per convex piece (Box2D takes 8)</source>
        <translation>Eckpunkte pro konvexem Teil (Box2D nimmt 8)</translation>
    </message>
    <message>
        <source>Grow the mask first; negative shrinks it</source>
        <translation>Die Maske zuerst vergrößern; negativ verkleinert sie</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Most boxes:</source>
        <translation>Höchstens Boxen:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>Vertices per piece:</source>
        <translation>Eckpunkte pro Teil:</translation>
    </message>
    <message>
        <source>Grow:</source>
        <translation>Vergrößern:</translation>
    </message>
    <message>
        <source> px/m</source>
        <translation> px/m</translation>
    </message>
    <message>
        <source>The engine's scale: convex pieces keep their vertices Box2D's linear slop (0.005 m) apart at it</source>
        <translation>Maßstab der Engine: konvexe Teile halten ihre Ecken bei ihm um Box2Ds lineare Toleranz (0,005 m) auseinander</translation>
    </message>
    <message>
        <source>Pixels per metre:</source>
        <translation>Pixel pro Meter:</translation>
    </message>
</context>
<context>
    <name>hitmask::ShapesDock</name>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
    </message>
    <message>
        <source>Snap to half pixels</source>
        <translation>An halben Pixeln einrasten</translation>
    </message>
    <message>
        <source>Trace Again</source>
        <translation>Neu nachzeichnen</translation>
    </message>
    <message>
        <source>Copy to Frames...</source>
        <translation>In Frames kopieren...</translation>
    </message>
    <message>
        <source>Copy to All Frames</source>
        <translation>In alle Frames kopieren</translation>
    </message>
    <message>
        <source>Copy to All Rotations</source>
        <translation>In alle Drehungen kopieren</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Forget the shapes drawn by hand: trace them from the mask</source>
        <translation>Die von Hand gezeichneten Formen verwerfen: aus der Maske nachzeichnen</translation>
    </message>
    <message>
        <source>Give every rotation of this frame its shapes, turned with the rotation</source>
        <translation>Jeder Drehung dieses Frames seine Formen geben, mit der Drehung gedreht</translation>
    </message>
    <message>
        <source>Give chosen frames this frame's shapes, as hand shapes</source>
        <translation>Ausgewählten Frames die Formen dieses Frames geben, als Handformen</translation>
    </message>
    <message>
        <source>Give every frame of the sprite this frame's shapes</source>
        <translation>Jedem Frame des Sprites die Formen dieses Frames geben</translation>
    </message>
    <message>
        <source>Traced shapes</source>
        <translation>Nachgezeichnete Formen</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>Kein Frame</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand&lt;/b&gt;: exported as drawn</source>
        <translation>&lt;b&gt;Hand&lt;/b&gt;: wie gezeichnet exportiert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Traced&lt;/b&gt;: follow the mask</source>
        <translation>&lt;b&gt;Nachgezeichnet&lt;/b&gt;: folgen der Maske</translation>
    </message>
    <message>
        <source>The Shapes tool (S) shows them on the canvas.</source>
        <translation>Das Formen-Werkzeug (S) zeigt sie auf der Leinwand.</translation>
    </message>
    <message>
        <source>Shapes: %1, Vertices: %2, Wrong pixels: %3</source>
        <translation>Formen: %1, Ecken: %2, Falsche Pixel: %3</translation>
    </message>
    <message>
        <source>computing...</source>
        <translation>wird berechnet...</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>Trace Shapes Again</source>
        <translation>Formen neu nachzeichnen</translation>
    </message>
    <message>
        <source>Copy Shapes</source>
        <translation>Formen kopieren</translation>
    </message>
    <message>
        <source>Copy Shapes to Frames</source>
        <translation>Formen in Frames kopieren</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Frame %1</translation>
    </message>
    <message>
        <source>Frames that get this frame's shapes:</source>
        <translation>Frames, die die Formen dieses Frames bekommen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand&lt;/b&gt;, to review: the mask changed under them</source>
        <translation>&lt;b&gt;Hand&lt;/b&gt;, zu prüfen: die Maske hat sich darunter geändert</translation>
    </message>
</context>
<context>
    <name>hitmask::ShortcutTable</name>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>All to De&amp;faults</source>
        <translation>&amp;Alle auf Standard</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Type the new shortcut of the action selected above</source>
        <translation>Das neue Tastenkürzel der oben gewählten Aktion drücken</translation>
    </message>
    <message>
        <source>Give the selected action its shortcut as shipped</source>
        <translation>Der gewählten Aktion ihr ausgeliefertes Tastenkürzel geben</translation>
    </message>
    <message>
        <source>Give every action its shortcut as shipped</source>
        <translation>Allen Aktionen ihr ausgeliefertes Tastenkürzel geben</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>&amp;Tasten:</translation>
    </message>
    <message>
        <source>%1 is the shortcut of %2 (%3) already: choose another key, or give %2 another one first.</source>
        <translation>%1 ist schon das Tastenkürzel von %2 (%3): wählen Sie eine andere Taste oder geben Sie %2 zuerst ein anderes.</translation>
    </message>
</context>
<context>
    <name>hitmask::ShortcutsDialog</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>On the canvas: the right mouse button paints the opposite of the left; Space+drag or the middle button pans; the wheel zooms about the cursor.</source>
        <translation>Auf der Zeichenfläche: die rechte Maustaste malt das Gegenteil der linken; Leertaste+Ziehen oder die mittlere Taste verschiebt; das Mausrad zoomt um den Mauszeiger.</translation>
    </message>
</context>
<context>
    <name>hitmask::SlicingDialog</name>
    <message>
        <source>Slice into Frames</source>
        <translation>In Frames zerschneiden</translation>
    </message>
    <message>
        <source>Frame &amp;size</source>
        <translation>Frame&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Columns and rows</source>
        <translation>&amp;Spalten und Zeilen</translation>
    </message>
    <message>
        <source>Skip &amp;empty cells</source>
        <translation>&amp;Leere Zellen auslassen</translation>
    </message>
    <message>
        <source>&amp;Margin:</source>
        <translation>&amp;Rand:</translation>
    </message>
    <message>
        <source>S&amp;pacing:</source>
        <translation>&amp;Abstand:</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n Frame</numerusform>
            <numerusform>%n Frames</numerusform>
        </translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Frame %1</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteActions</name>
    <message>
        <source>Sp&amp;rite</source>
        <translation>&amp;Sprite</translation>
    </message>
    <message>
        <source>&amp;Remove Sprites</source>
        <translation>Sprites &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Clone Sprite</source>
        <translation>Sprite &amp;klonen</translation>
    </message>
    <message>
        <source>&amp;Add Channel to Sprites...</source>
        <translation>&amp;Kanal zu Sprites hinzufügen...</translation>
    </message>
    <message>
        <source>Remove C&amp;hannel from Sprites...</source>
        <translation>Kanal aus Sprites ent&amp;fernen...</translation>
    </message>
    <message>
        <source>&amp;Exports</source>
        <translation>E&amp;xporte</translation>
    </message>
    <message>
        <source>Remove the selected sprites from the project</source>
        <translation>Die ausgewählten Sprites aus dem Projekt entfernen</translation>
    </message>
    <message>
        <source>A copy of the sprite with its frames, channels and hand edits</source>
        <translation>Eine Kopie des Sprites mit seinen Frames, Kanälen und Handbearbeitungen</translation>
    </message>
    <message>
        <source>Add a channel of one name to every selected sprite</source>
        <translation>Jedem ausgewählten Sprite einen Kanal gleichen Namens hinzufügen</translation>
    </message>
    <message>
        <source>Remove a channel of one name from every selected sprite</source>
        <translation>Einen Kanal gleichen Namens aus jedem ausgewählten Sprite entfernen</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Remove %n Sprites</source>
        <translation>
            <numerusform>%n Sprite &amp;entfernen</numerusform>
            <numerusform>%n Sprites &amp;entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove Sprite</source>
        <translation>Sprite &amp;entfernen</translation>
    </message>
    <message>
        <source>Add Channel</source>
        <translation>Kanal hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Name of the channel to add to %n sprite(s):</source>
        <translation>
            <numerusform>Name des Kanals, der %n Sprite hinzugefügt wird:</numerusform>
            <numerusform>Name des Kanals, der %n Sprites hinzugefügt wird:</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Channel</source>
        <translation>Kanal entfernen</translation>
    </message>
    <message>
        <source>The selected sprites have no channel but solid.</source>
        <translation>Die ausgewählten Sprites haben keinen Kanal außer solid.</translation>
    </message>
    <message>
        <source>Channel to remove from the selected sprites:</source>
        <translation>Kanal, der aus den ausgewählten Sprites entfernt wird:</translation>
    </message>
    <message>
        <source>Project &amp;Export</source>
        <translation>&amp;Projektexport</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteChecklist</name>
    <message>
        <source>&amp;All</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>Filter by name or folder</source>
        <translation>Nach Name oder Ordner filtern</translation>
    </message>
    <message>
        <source>Shows the sprites whose name or folder holds this text (Ctrl+F; Escape clears it); ticks stay as they are</source>
        <translation>Zeigt die Sprites, deren Name oder Ordner diesen Text enthält (Strg+F; Escape leert das Feld); Häkchen bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>Tick every sprite shown</source>
        <translation>Jedes gezeigte Sprite ankreuzen</translation>
    </message>
    <message>
        <source>Untick every sprite shown</source>
        <translation>Bei jedem gezeigten Sprite das Häkchen entfernen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteListDock</name>
    <message>
        <source>Sprites</source>
        <translation>Sprites</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <source>Add sprite images to the project</source>
        <translation>Sprite-Bilder zum Projekt hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&amp;Find Sprite</source>
        <translation>Sprite &amp;suchen</translation>
    </message>
    <message>
        <source>Filter by name or folder</source>
        <translation>Nach Name oder Ordner filtern</translation>
    </message>
    <message>
        <source>Shows the sprites whose name or folder holds this text (Ctrl+F; Escape clears it)</source>
        <translation>Zeigt die Sprites, deren Name oder Ordner diesen Text enthält (Strg+F; Escape leert das Feld)</translation>
    </message>
    <message>
        <source>Project order</source>
        <translation>Projektreihenfolge</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Nach Name</translation>
    </message>
    <message>
        <source>By folder</source>
        <translation>Nach Ordner</translation>
    </message>
    <message>
        <source>How the list is ordered; the project keeps its own order</source>
        <translation>Wie die Liste sortiert ist; das Projekt behält seine eigene Reihenfolge</translation>
    </message>
    <message>
        <source>Remove the selected sprites from the project (Delete)</source>
        <translation>Die ausgewählten Sprites aus dem Projekt entfernen (Entf)</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 von %L2</translation>
    </message>
    <message>
        <source>Project folder</source>
        <translation>Projektordner</translation>
    </message>
</context>
<context>
    <name>hitmask::StatusReadout</name>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Alpha %1</source>
        <translation>Alpha %1</translation>
    </message>
    <message>
        <source>Solid: %L1</source>
        <translation>Fest: %L1</translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <translation>%1: %L2</translation>
    </message>
    <message>
        <source>Overlap: %1 px</source>
        <translation>Überlappung: %1 px</translation>
    </message>
    <message>
        <source>Objects: %1</source>
        <translation>Objekte: %1</translation>
    </message>
    <message>
        <source>Box pairs: %1</source>
        <translation>Rahmenpaare: %1</translation>
    </message>
    <message>
        <source>Pixel pairs: %1</source>
        <translation>Pixelpaare: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>hitmask::ToolBox</name>
    <message>
        <source>Larger Brush</source>
        <translation>Größerer Pinsel</translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>Kleinerer Pinsel</translation>
    </message>
    <message>
        <source>Swap Colliding / Non-colliding</source>
        <translation>Kollidierend / nicht kollidierend tauschen</translation>
    </message>
    <message>
        <source>Swap what the pencil and the eraser paint (X)</source>
        <translation>Tauschen, was Stift und Radierer malen (X)</translation>
    </message>
    <message>
        <source>Round Brush</source>
        <translation>Runder Pinsel</translation>
    </message>
</context>
<context>
    <name>hitmask::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
</context>
<context>
    <name>hitmask::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit in Window</source>
        <translation>In Fenster &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Pixel &amp;Grid</source>
        <translation>Pixel&amp;raster</translation>
    </message>
    <message>
        <source>&amp;Onion Skin</source>
        <translation>&amp;Zwiebelschicht</translation>
    </message>
    <message>
        <source>Outline the previous and next frames' masks</source>
        <translation>Die Masken des vorherigen und des nächsten Frames umranden</translation>
    </message>
    <message>
        <source>Sprite and Mask</source>
        <translation>Sprite und Maske</translation>
    </message>
    <message>
        <source>Sprite Only</source>
        <translation>Nur Sprite</translation>
    </message>
    <message>
        <source>Mask Only</source>
        <translation>Nur Maske</translation>
    </message>
    <message>
        <source>Mask vs Art</source>
        <translation>Maske gegen Grafik</translation>
    </message>
    <message>
        <source>No Shapes</source>
        <translation>Keine Formen</translation>
    </message>
    <message>
        <source>Collision &amp;Boxes</source>
        <translation>Kollisions&amp;boxen</translation>
    </message>
    <message>
        <source>Collision P&amp;olygons</source>
        <translation>Kollisions&amp;polygone</translation>
    </message>
    <message>
        <source>&amp;Frame</source>
        <translation>Fra&amp;me</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bedienfelder</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Collision-mask editor for 2D games.</source>
        <translation>Kollisionsmasken-Editor für 2D-Spiele.</translation>
    </message>
    <message>
        <source>A project (.hitmask) or sprite images to open.</source>
        <translation>Ein Projekt (.hitmask) oder Sprite-Bilder zum Öffnen.</translation>
    </message>
</context>
</TS>
