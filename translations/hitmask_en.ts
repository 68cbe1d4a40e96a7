<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CliOptions</name>
    <message numerus="yes">
        <source>(%n more such file(s))</source>
        <translation>
            <numerusform>(%n more such file)</numerusform>
            <numerusform>(%n more such files)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 no longer holds %n frame(s) of the sprite %3 (%4), set aside with their edits; nothing was written (--skip-missing-frames writes the frames before them)</source>
        <translation>
            <numerusform>%1: %2 no longer holds %n frame of the sprite %3 (%4), set aside with their edits; nothing was written (--skip-missing-frames writes the frames before them)</numerusform>
            <numerusform>%1: %2 no longer holds %n frames of the sprite %3 (%4), set aside with their edits; nothing was written (--skip-missing-frames writes the frames before them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollideCommand</name>
    <message numerus="yes">
        <source>%1 and %2 collide: %n pixel(s) overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8.</source>
        <translation>
            <numerusform>%1 and %2 collide: %n pixel overlaps, first contact at (%3, %4), overlap box %5,%6 %7x%8.</numerusform>
            <numerusform>%1 and %2 collide: %n pixels overlap, first contact at (%3, %4), overlap box %5,%6 %7x%8.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollisionReadout</name>
    <message numerus="yes">
        <source>&lt;b style=&apos;color:#d0008c&apos;&gt;Colliding&lt;/b&gt;: %Ln pixel(s) overlap</source>
        <translation>
            <numerusform>&lt;b style=&apos;color:#d0008c&apos;&gt;Colliding&lt;/b&gt;: %Ln pixel overlaps</numerusform>
            <numerusform>&lt;b style=&apos;color:#d0008c&apos;&gt;Colliding&lt;/b&gt;: %Ln pixels overlap</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutFrames</name>
    <message numerus="yes">
        <source>Generate %n Rotation(s)</source>
        <translation>
            <numerusform>Generate %n Rotation</numerusform>
            <numerusform>Generate %n Rotations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message numerus="yes">
        <source>Exported %n file(s).</source>
        <translation>
            <numerusform>Exported %n file.</numerusform>
            <numerusform>Exported %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the file name pattern &apos;%2&apos;, e.g. to &apos;%3&apos;, or the output folder)</source>
        <translation>
            <numerusform>export: %n name clash, nothing was written: %1 (change the file name pattern &apos;%2&apos;, e.g. to &apos;%3&apos;, or the output folder)</numerusform>
            <numerusform>export: %n name clashes, nothing was written: %1 (change the file name pattern &apos;%2&apos;, e.g. to &apos;%3&apos;, or the output folder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (change the output folder or the file name pattern &apos;%2&apos;)</source>
        <translation>
            <numerusform>export: %n name clash, nothing was written: %1 (change the output folder or the file name pattern &apos;%2&apos;)</numerusform>
            <numerusform>export: %n name clashes, nothing was written: %1 (change the output folder or the file name pattern &apos;%2&apos;)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>export: %n name clash(es), nothing was written: %1 (give the targets different folders or file name patterns)</source>
        <translation>
            <numerusform>export: %n name clash, nothing was written: %1 (give the targets different folders or file name patterns)</numerusform>
            <numerusform>export: %n name clashes, nothing was written: %1 (give the targets different folders or file name patterns)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportRunner</name>
    <message numerus="yes">
        <source>Exported %n file(s) to %1.</source>
        <translation>
            <numerusform>Exported %n file to %1.</numerusform>
            <numerusform>Exported %n files to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>...and %n more.</source>
        <translation>
            <numerusform>...and %n more.</numerusform>
            <numerusform>...and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) that Hitmask did not write in this format would be replaced. Replace them?</source>
        <translation>
            <numerusform>%n file that Hitmask did not write in this format would be replaced. Replace it?</numerusform>
            <numerusform>%n files that Hitmask did not write in this format would be replaced. Replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern, the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n problem with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern, the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</numerusform>
            <numerusform>%n problems with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern, the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern (for example to %1), the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</source>
        <translation>
            <numerusform>%n problem with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern (for example to %1), the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</numerusform>
            <numerusform>%n problems with this export, so nothing was exported. Where files would overwrite others or the art, or leave the export folder, change the file name pattern (for example to %1), the folder, or leave sprites out; where the format cannot hold a sprite, choose another format.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FrameCut</name>
    <message numerus="yes">
        <source>the rotation set turns frame %1, but the image has only %n frame(s)</source>
        <translation>
            <numerusform>the rotation set turns frame %1, but the image has only %n frame</numerusform>
            <numerusform>the rotation set turns frame %1, but the image has only %n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FrameShapes</name>
    <message numerus="yes">
        <source>a polygon of %n vertices crosses itself or has no area</source>
        <translation>
            <numerusform>a polygon of %n vertex crosses itself or has no area</numerusform>
            <numerusform>a polygon of %n vertices crosses itself or has no area</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FrameSource</name>
    <message numerus="yes">
        <source>%1 rotations of %n frame(s) would make %2 pixels, more than the %3 a mask file may hold</source>
        <translation>
            <numerusform>%1 rotations of %n frame would make %2 pixels, more than the %3 a mask file may hold</numerusform>
            <numerusform>%1 rotations of %n frames would make %2 pixels, more than the %3 a mask file may hold</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageBudget</name>
    <message numerus="yes">
        <source>its %n sprite(s) need about %1 MB of memory once open, more than the %2 MB allowed for images</source>
        <translation>
            <numerusform>its %n sprite needs about %1 MB of memory once open, more than the %2 MB allowed for images</numerusform>
            <numerusform>its %n sprites need about %1 MB of memory once open, more than the %2 MB allowed for images</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InfoCommand</name>
    <message numerus="yes">
        <source>%1: HMSK version %2, %n frame(s) up to %3 x %4 pixels, %5 encoding, %6 solid pixels</source>
        <translation>
            <numerusform>%1: HMSK version %2, %n frame up to %3 x %4 pixels, %5 encoding, %6 solid pixels</numerusform>
            <numerusform>%1: HMSK version %2, %n frames up to %3 x %4 pixels, %5 encoding, %6 solid pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: project, %n sprite(s)</source>
        <translation>
            <numerusform>%1: project, %n sprite</numerusform>
            <numerusform>%1: project, %n sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n frame(s)</source>
        <translation>
            <numerusform>  %1: %n frame</numerusform>
            <numerusform>  %1: %n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MaskCommand</name>
    <message numerus="yes">
        <source>mask: the %n frame(s) of %1 cannot be written as %2: they add up to more pixels than a mask file may hold</source>
        <translation>
            <numerusform>mask: the %n frame of %1 cannot be written as %2: they add up to more pixels than a mask file may hold</numerusform>
            <numerusform>mask: the %n frames of %1 cannot be written as %2: they add up to more pixels than a mask file may hold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mask: %1 names a raw payload, which holds one frame, and %2 has %n frame(s); name the output .hmsk for a mask file of every frame</source>
        <translation>
            <numerusform>mask: %1 names a raw payload, which holds one frame, and %2 has %n frame; name the output .hmsk for a mask file of every frame</numerusform>
            <numerusform>mask: %1 names a raw payload, which holds one frame, and %2 has %n frames; name the output .hmsk for a mask file of every frame</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenImageQuestion</name>
    <message numerus="yes">
        <source>Add %n image(s) to %1 as new sprites, or start a new project with them?</source>
        <translation>
            <numerusform>Add %n image to %1 as a new sprite, or start a new project with it?</numerusform>
            <numerusform>Add %n images to %1 as new sprites, or start a new project with them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message numerus="yes">
        <source>Unsaved work restored. Save it to keep it. %n older unsaved project(s) will be offered when Hitmask starts again.</source>
        <translation>
            <numerusform>Unsaved work restored. Save it to keep it. %n older unsaved project will be offered when Hitmask starts again.</numerusform>
            <numerusform>Unsaved work restored. Save it to keep it. %n older unsaved projects will be offered when Hitmask starts again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFrameDuration</name>
    <message numerus="yes">
        <source>Set Duration of %n Frame(s)</source>
        <translation>
            <numerusform>Set Duration of %n Frame</numerusform>
            <numerusform>Set Duration of %n Frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetFrameOrigin</name>
    <message numerus="yes">
        <source>Set Origin of %n Frame(s)</source>
        <translation>
            <numerusform>Set Origin of %n Frame</numerusform>
            <numerusform>Set Origin of %n Frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShapeCopy</name>
    <message numerus="yes">
        <source>Copy Shapes to %n Frame(s)</source>
        <translation>
            <numerusform>Copy Shapes to %n Frame</numerusform>
            <numerusform>Copy Shapes to %n Frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShapeOverlay</name>
    <message numerus="yes">
        <source>%Ln box(es)</source>
        <translation>
            <numerusform>%Ln box</numerusform>
            <numerusform>%Ln boxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln wrong pixel(s)</source>
        <translation>
            <numerusform>%Ln wrong pixel</numerusform>
            <numerusform>%Ln wrong pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln polygon(s)</source>
        <translation>
            <numerusform>%Ln polygon</numerusform>
            <numerusform>%Ln polygons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln vertices</source>
        <translation>
            <numerusform>%Ln vertex</numerusform>
            <numerusform>%Ln vertices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shape(s)</source>
        <translation>
            <numerusform>%Ln shape</numerusform>
            <numerusform>%Ln shapes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SliceSprite</name>
    <message numerus="yes">
        <source>Slice into %n Frame(s)</source>
        <translation>
            <numerusform>Slice into %n Frame</numerusform>
            <numerusform>Slice into %n Frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpriteBatch</name>
    <message numerus="yes">
        <source>Remove %n Sprite(s)</source>
        <translation>
            <numerusform>Remove %n Sprite</numerusform>
            <numerusform>Remove %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add Channel %1 to %n Sprite(s)</source>
        <translation>
            <numerusform>Add Channel %1 to %n Sprite</numerusform>
            <numerusform>Add Channel %1 to %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Channel %1 from %n Sprite(s)</source>
        <translation>
            <numerusform>Remove Channel %1 from %n Sprite</numerusform>
            <numerusform>Remove Channel %1 from %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export</source>
        <translation>
            <numerusform>Include %n Sprite in Export</numerusform>
            <numerusform>Include %n Sprites in Export</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export</source>
        <translation>
            <numerusform>Skip %n Sprite in Export</numerusform>
            <numerusform>Skip %n Sprites in Export</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Include %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>Include %n Sprite in Export Target %1</numerusform>
            <numerusform>Include %n Sprites in Export Target %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skip %n Sprite(s) in Export Target %1</source>
        <translation>
            <numerusform>Skip %n Sprite in Export Target %1</numerusform>
            <numerusform>Skip %n Sprites in Export Target %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorldCommand</name>
    <message numerus="yes">
        <source>%1 sprites (%n mask(s)) on %2x%3 pixels, seed %4</source>
        <translation>
            <numerusform>%1 sprites (%n mask) on %2x%3 pixels, seed %4</numerusform>
            <numerusform>%1 sprites (%n masks) on %2x%3 pixels, seed %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ChannelsDock</name>
    <message numerus="yes">
        <source>Of the channel %1 in %n selected sprite(s).</source>
        <translation>
            <numerusform>Of the channel %1 in %n selected sprite.</numerusform>
            <numerusform>Of the channel %1 in %n selected sprites.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %1 of %2 in %n Sprite(s)</source>
        <translation>
            <numerusform>Set %1 of %2 in %n Sprite</numerusform>
            <numerusform>Set %1 of %2 in %n Sprites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ExportDialog</name>
    <message numerus="yes">
        <source>Writes %n file(s), the first: %1</source>
        <translation>
            <numerusform>Writes %n file: %1</numerusform>
            <numerusform>Writes %n files, the first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sprite(s) cannot be written in this format: %1. Export the other sprites and leave these out?</source>
        <translation>
            <numerusform>%n sprite cannot be written in this format: %1. Export the other sprites and leave it out?</numerusform>
            <numerusform>%n sprites cannot be written in this format: %1. Export the other sprites and leave these out?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::FrameCollisions</name>
    <message numerus="yes">
        <source>%n pair(s) of frames collide here:</source>
        <translation>
            <numerusform>%n pair of frames collides here:</numerusform>
            <numerusform>%n pairs of frames collide here:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::FramePropertiesDialog</name>
    <message numerus="yes">
        <source>%n frame(s) of %1: %2</source>
        <translation>
            <numerusform>%n frame of %1: %2</numerusform>
            <numerusform>%n frames of %1: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::MaskSettingsDock</name>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;span style=&apos;color:#e6c800&apos;&gt;&amp;#9632;&lt;/span&gt; Hand shapes to review: %Ln channel(s)</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;span style=&apos;color:#e6c800&apos;&gt;&amp;#9632;&lt;/span&gt; Hand shapes to review: %Ln channel</numerusform>
            <numerusform>&lt;br&gt;&lt;span style=&apos;color:#e6c800&apos;&gt;&amp;#9632;&lt;/span&gt; Hand shapes to review: %Ln channels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mask rule of %n selected sprite(s)</source>
        <translation>
            <numerusform>Mask rule of %n selected sprite</numerusform>
            <numerusform>Mask rule of %n selected sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Mask Mode of %n Sprite(s)</source>
        <translation>
            <numerusform>Change Mask Mode of %n Sprite</numerusform>
            <numerusform>Change Mask Mode of %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Threshold of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Set Threshold of %n Sprite to %L1</numerusform>
            <numerusform>Set Threshold of %n Sprites to %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Key Tolerance of %n Sprite(s) to %L1</source>
        <translation>
            <numerusform>Set Key Tolerance of %n Sprite to %L1</numerusform>
            <numerusform>Set Key Tolerance of %n Sprites to %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change Colour Key of %n Sprite(s)</source>
        <translation>
            <numerusform>Change Colour Key of %n Sprite</numerusform>
            <numerusform>Change Colour Key of %n Sprites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectController</name>
    <message numerus="yes">
        <source>%n sprite image(s) found in a new place: save the project to keep it.</source>
        <translation>
            <numerusform>%n sprite image found in a new place: save the project to keep it.</numerusform>
            <numerusform>%n sprite images found in a new place: save the project to keep it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened without %n sprite(s) whose image is missing: %1. The project keeps them as they were; open it again once the images are back.</source>
        <translation>
            <numerusform>Opened without %n sprite whose image is missing: %1. The project keeps it as it was; open it again once the image is back.</numerusform>
            <numerusform>Opened without %n sprites whose image is missing: %1. The project keeps them as they were; open it again once the images are back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ProjectDocument</name>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) lie outside the new image and are kept aside until it grows back.</source>
        <translation>
            <numerusform>%n hand-edited pixel lies outside the new image and is kept aside until it grows back.</numerusform>
            <numerusform>%n hand-edited pixels lie outside the new image and are kept aside until it grows back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file has fewer frames now: %n frame(s) past its last one are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>The file has fewer frames now: %n frame past its last one is kept aside, with its edits, until it has it again.</numerusform>
            <numerusform>The file has fewer frames now: %n frames past its last one are kept aside, with their edits, until it has them again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand-edited pixel(s) to review (F3).</source>
        <translation>
            <numerusform>%n hand-edited pixel to review (F3).</numerusform>
            <numerusform>%n hand-edited pixels to review (F3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The image no longer holds %n of the frames (%1): the frames from frame %2 on are kept aside, with their edits, until it has them again.</source>
        <translation>
            <numerusform>The image no longer holds %n of the frames (%1): the frames from frame %2 on are kept aside, with their edits, until it has them again.</numerusform>
            <numerusform>The image no longer holds %n of the frames (%1): the frames from frame %2 on are kept aside, with their edits, until it has them again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) whose hand shapes no longer match the mask.</source>
        <translation>
            <numerusform>%n frame whose hand shapes no longer match the mask.</numerusform>
            <numerusform>%n frames whose hand shapes no longer match the mask.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::ReviewNavigator</name>
    <message numerus="yes">
        <source>Frame %1: its hand shapes no longer match the mask (pixels that differ: %2); %n frame(s) to review.</source>
        <translation>
            <numerusform>Frame %1: its hand shapes no longer match the mask (pixels that differ: %2); %n frame to review.</numerusform>
            <numerusform>Frame %1: its hand shapes no longer match the mask (pixels that differ: %2); %n frames to review.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::SceneView</name>
    <message numerus="yes">
        <source>%Ln colliding pair(s) highlighted pixel for pixel</source>
        <translation>
            <numerusform>%Ln colliding pair highlighted pixel for pixel</numerusform>
            <numerusform>%Ln colliding pairs highlighted pixel for pixel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shown by their boxes only</source>
        <translation>
            <numerusform>%Ln shown by its boxes only</numerusform>
            <numerusform>%Ln shown by their boxes only</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::SlicingDialog</name>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitmask::SpriteActions</name>
    <message numerus="yes">
        <source>&amp;Remove %n Sprites</source>
        <translation>
            <numerusform>&amp;Remove %n Sprite</numerusform>
            <numerusform>&amp;Remove %n Sprites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name of the channel to add to %n sprite(s):</source>
        <translation>
            <numerusform>Name of the channel to add to %n sprite:</numerusform>
            <numerusform>Name of the channel to add to %n sprites:</numerusform>
        </translation>
    </message>
</context>
</TS>
