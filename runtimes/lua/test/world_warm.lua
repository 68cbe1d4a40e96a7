-- SPDX-License-Identifier: MIT
-- A game frame once warm allocates nothing: moves in bulk, step, pairs, queries and pair
-- details into tables passed as `out`, the world's buffers reused. Measured with the
-- collector stopped, over frames run after the JIT compiled the loop (the interpreter
-- boxes the C calls' 64-bit counts; compiled code does not).
local hitmask = require("hitmask")

return function(t, shapes)
    local random = math.random
    local world = hitmask.world{cell_size = 64}
    local ids, xy, vx, vy = {}, {}, {}, {}
    for i = 1, 1000 do
        ids[i] = world:add(shapes[1 + i % #shapes].mask, random(0, 1500), random(0, 1500))
        vx[i], vy[i] = random(-3, 3), random(-3, 3)
        xy[2 * i - 1], xy[2 * i] = world:position(ids[i])
    end
    local events, pairs_out, hits, separation = {}, {}, {}, {}
    local sum = 0
    local function frame()
        for i = 1, #ids do
            xy[2 * i - 1] = (xy[2 * i - 1] + vx[i]) % 1500
            xy[2 * i] = (xy[2 * i] + vy[i]) % 1500
        end
        world:move_many(ids, xy)
        for _, e in ipairs(world:step(events)) do
            if e.phase == "began" then
                local x, y = world:first_contact(e.first, e.second)
                sum = sum + (x or 0) + world:separation(e.first, e.second, separation).push_x
            end
        end
        sum = sum + #world:collisions(pairs_out) + #world:query_point(700, 700, nil, ids[1], hits)
        local id, x = world:query_segment(0, 750, 1500, 750, nil, ids[2])
        sum = sum + (id and x or 0) + #world:collisions_of(ids[3], hits)
        local px = world:position(ids[4])
        sum = sum + px
    end
    -- One loop for warming and measuring: a new loop would be a new trace, and compiling
    -- one allocates (LuaJIT's traces are collectable objects).
    local function run(frames)
        for _ = 1, frames do
            frame()
        end
    end
    run(2000) -- warm: buffers grown, traces (and their side traces) compiled
    -- A window of 100 frames in which nothing was allocated: one allocation a frame would
    -- show in every window, while a side trace compiled late or a new largest number of
    -- events (more event tables) shows in one window only.
    local grew
    for _ = 1, 10 do
        collectgarbage("collect")
        collectgarbage("stop")
        local before = collectgarbage("count")
        run(100)
        grew = (collectgarbage("count") - before) * 1024
        collectgarbage("restart")
        if grew == 0 then
            break
        end
    end
    print(("warm frames: %d bytes allocated over 100 frames of 1,000 sprites"):format(grew))
    t:same(grew, 0, "bytes allocated by 100 warm frames")
    t:same(sum ~= 0, true, "the frames did something")
end
