-- SPDX-License-Identifier: MIT
-- One round's queries (point, rectangle, mask, segment, collisions of one entry) and pair
-- details (area, first contact, separation) against oracle.lua.
local oracle = require("oracle")

local random = math.random
local LAYERS = {0xFFFFFFFF, 0xFFFFFFFF, 1, 2, 4, 6, 0x80000000}

return function(t, world, live, entries, shapes, pairs_now, any_stale, r)
    local list = t.list

    -- A pixel on some entry's solid pixel half the time, anywhere near otherwise.
    local function somewhere()
        local e = live[random(#live)]
        local p = e.mask.pixels
        local k = 2 * random(math.max(1, #p / 2)) - 1
        local lx, ly = oracle.left_top(e)
        if #p > 0 and random() < 0.5 and math.abs(lx + p[k]) < 2 ^ 31 - 300 and
            math.abs(ly + p[k + 1]) < 2 ^ 31 - 300 then -- a pixel a query can name
            return lx + p[k], ly + p[k + 1], e
        end
        return random(-750, 750), random(-750, 750), e
    end

    -- nil, a live id (often the one under the pixel) or a stale one.
    local function exclusion(e)
        local pick = random(4)
        if pick == 1 then
            return nil
        elseif pick == 2 then
            return live[random(#live)].id
        elseif pick == 3 then
            return e.id
        end
        return any_stale()
    end

    for _ = 1, 150 do
        local x, y, e = somewhere()
        local layers, exclude = LAYERS[random(#LAYERS)], exclusion(e)
        t:same(list(world:query_point(x, y, layers, exclude)),
               list(oracle.query_point(live, x, y, layers, exclude)),
               ("%s query_point %d,%d layers %d exclude %s"):format(r, x, y, layers, tostring(exclude)))
    end
    for _ = 1, 30 do
        local x, y, e = somewhere()
        local w, h = random(0, 90), random(0, 90)
        local layers, exclude = LAYERS[random(#LAYERS)], exclusion(e)
        t:same(list(world:query_rect(x - 40, y - 40, w, h, layers, exclude)),
               list(oracle.query_rect(live, x - 40, y - 40, w, h, layers, exclude)), r .. " query_rect")
    end
    for _ = 1, 20 do
        local x, y, e = somewhere()
        local shape = shapes[random(#shapes)]
        local layers, exclude = LAYERS[random(#LAYERS)], exclusion(e)
        t:same(list(world:query(shape.mask, x - 10, y - 10, layers, exclude)),
               list(oracle.query_mask(live, shape.grid, x - 10, y - 10, layers, exclude)),
               r .. " query")
    end
    for _ = 1, 25 do
        local x0, y0, e = somewhere()
        local x1, y1 = x0 + random(-200, 200), y0 + random(-200, 200)
        local layers, exclude = LAYERS[random(#LAYERS)], exclusion(e)
        -- The oracle walks every pixel: only entries whose box meets the segment's can count.
        local near = {}
        for _, n in ipairs(live) do
            local lx, ly = oracle.left_top(n)
            if lx <= math.max(x0, x1) and ly <= math.max(y0, y1) and lx + n.mask.w > math.min(x0, x1)
                and ly + n.mask.h > math.min(y0, y1) then
                near[#near + 1] = n
            end
        end
        t:same(t.point(world:query_segment(x0, y0, x1, y1, layers, exclude)),
               t.point(oracle.query_segment(near, x0, y0, x1, y1, layers, exclude)),
               ("%s query_segment %d,%d to %d,%d"):format(r, x0, y0, x1, y1))
    end
    for _ = 1, 20 do
        local id = live[random(#live)].id
        t:same(list(world:collisions_of(id)), list(oracle.collisions_of(pairs_now, id)),
               r .. " collisions_of")
    end
    for i = 1, 40 do
        local a, b
        if i <= 30 and #pairs_now > 0 then
            local p = pairs_now[random(#pairs_now)]
            a, b = entries[p[1]], entries[p[2]]
        else
            a, b = live[random(#live)], live[random(#live)]
        end
        if random() < 0.5 then
            a, b = b, a
        end
        local ax, ay = oracle.left_top(a)
        local bx, by = oracle.left_top(b)
        local area, cx, cy = oracle.overlap(a.mask, b.mask, bx - ax, by - ay)
        local where = ("%s pair %d-%d"):format(r, a.id, b.id)
        t:same(world:overlap_area(a.id, b.id), area, where .. " area")
        t:same(t.point(world:first_contact(a.id, b.id)), t.point(cx and cx + ax, cy and cy + ay),
               where .. " contact")
        local s = world:separation(a.id, b.id)
        t:same(list({s.left, s.right, s.up, s.down, s.push_x, s.push_y}),
               list({oracle.separation(a.mask, b.mask, bx - ax, by - ay)}), where .. " separation")
    end
end
