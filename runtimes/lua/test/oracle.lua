-- SPDX-License-Identifier: MIT
-- Brute-force answers over plain Lua tables, from the definitions alone: a mask is
-- {w=, h=, solid={[y * w + x] = true}, pixels={x0, y0, x1, y1, ...}}, a world entry
-- {id=, mask=, px=, py=, ox=, oy=, layers=, collides=}. Shares no code with the module.
local bit = require("bit")

local oracle = {}

function oracle.mask(w, h, solid_at)
    local m = {w = w, h = h, solid = {}, pixels = {}}
    for y = 0, h - 1 do
        for x = 0, w - 1 do
            if solid_at(x, y) then
                m.solid[y * w + x] = true
                m.pixels[#m.pixels + 1] = x
                m.pixels[#m.pixels + 1] = y
            end
        end
    end
    return m
end

local function solid(m, x, y)
    return x >= 0 and y >= 0 and x < m.w and y < m.h and m.solid[y * m.w + x] == true
end
oracle.solid = solid

-- Pixels solid in both, b's top-left at (dx, dy) in a: the count and the topmost, then
-- leftmost one (nil when none).
function oracle.overlap(a, b, dx, dy)
    local count, cx, cy = 0, nil, nil
    if dx >= a.w or dy >= a.h or dx + b.w <= 0 or dy + b.h <= 0 then
        return 0
    end
    local p = a.pixels
    for i = 1, #p, 2 do
        local x, y = p[i], p[i + 1]
        if solid(b, x - dx, y - dy) then
            count = count + 1
            if not cy or y < cy or (y == cy and x < cx) then
                cx, cy = x, y
            end
        end
    end
    return count, cx, cy
end

-- left, right, up, down, push_x, push_y as the contract defines them.
function oracle.separation(a, b, dx, dy)
    if oracle.overlap(a, b, dx, dy) == 0 then
        return 0, 0, 0, 0, 0, 0
    end
    local function fewest(sx, sy)
        local k = 1
        while oracle.overlap(a, b, dx + sx * k, dy + sy * k) > 0 do
            k = k + 1
        end
        return k
    end
    local left, right, up, down = fewest(-1, 0), fewest(1, 0), fewest(0, -1), fewest(0, 1)
    local best = math.min(left, right, up, down)
    if left == best then
        return left, right, up, down, -left, 0
    elseif right == best then
        return left, right, up, down, right, 0
    elseif up == best then
        return left, right, up, down, 0, -up
    end
    return left, right, up, down, 0, down
end

local function left_top(e)
    return e.px - e.ox, e.py - e.oy
end
oracle.left_top = left_top

local function meets(x, y)
    return bit.band(x, y) ~= 0
end

local function by_id(list)
    table.sort(list)
    return list
end

-- Every colliding pair of live entries (`entries`: a sequence), as "first second" with
-- first < second, sorted by id.
function oracle.pairs(entries)
    local found = {}
    for i = 1, #entries do
        local a = entries[i]
        local ax, ay = left_top(a)
        for j = i + 1, #entries do
            local b = entries[j]
            if meets(a.layers, b.collides) and meets(b.layers, a.collides) then
                local bx, by = left_top(b)
                if oracle.overlap(a.mask, b.mask, bx - ax, by - ay) > 0 then
                    local low, high = math.min(a.id, b.id), math.max(a.id, b.id)
                    found[#found + 1] = {low, high}
                end
            end
        end
    end
    table.sort(found, function(p, q)
        return p[1] < q[1] or (p[1] == q[1] and p[2] < q[2])
    end)
    return found
end

local function slot(id)
    return id % 1048576
end

-- step()'s events from the previous and current pair lists: {first, second, phase} in
-- slot order (first's slot < second's), a pair being its two ids.
function oracle.events(previous, current)
    local all, seen = {}, {}
    local function add(list, phase)
        for _, p in ipairs(list) do
            local a, b = p[1], p[2]
            if slot(a) > slot(b) then
                a, b = b, a
            end
            local key = a .. " " .. b
            if seen[key] then
                seen[key][3] = "stayed"
            else
                seen[key] = {a, b, phase}
                all[#all + 1] = seen[key]
            end
        end
    end
    add(previous, "ended")
    add(current, "began")
    table.sort(all, function(p, q)
        if slot(p[1]) ~= slot(q[1]) then
            return slot(p[1]) < slot(q[1])
        elseif slot(p[2]) ~= slot(q[2]) then
            return slot(p[2]) < slot(q[2])
        elseif p[1] ~= q[1] then
            return p[1] < q[1]
        end
        return p[2] < q[2]
    end)
    return all
end

-- Ids of entries on one of `layers`, not `exclude`, for which test(entry) holds.
local function matching(entries, layers, exclude, test)
    local found = {}
    for _, e in ipairs(entries) do
        if e.id ~= exclude and meets(layers, e.layers) and test(e) then
            found[#found + 1] = e.id
        end
    end
    return by_id(found)
end

function oracle.query_point(entries, x, y, layers, exclude)
    return matching(entries, layers, exclude, function(e)
        local lx, ly = left_top(e)
        return solid(e.mask, x - lx, y - ly)
    end)
end

function oracle.query_rect(entries, x, y, w, h, layers, exclude)
    return matching(entries, layers, exclude, function(e)
        local lx, ly = left_top(e)
        local p = e.mask.pixels
        for i = 1, #p, 2 do
            local px, py = lx + p[i], ly + p[i + 1]
            if px >= x and py >= y and px < x + w and py < y + h then
                return true
            end
        end
        return false
    end)
end

function oracle.query_mask(entries, mask, x, y, layers, exclude)
    return matching(entries, layers, exclude, function(e)
        local lx, ly = left_top(e)
        return oracle.overlap(mask, e.mask, lx - x, ly - y) > 0
    end)
end

-- The ids colliding with `id`, from oracle.pairs' answer.
function oracle.collisions_of(pairs, id)
    local found = {}
    for _, p in ipairs(pairs) do
        if p[1] == id then
            found[#found + 1] = p[2]
        elseif p[2] == id then
            found[#found + 1] = p[1]
        end
    end
    return by_id(found)
end

-- The segment walk of the contract, step by step: id, x, y of the first hit or nil.
function oracle.query_segment(entries, x0, y0, x1, y1, layers, exclude)
    local dx, dy = x1 - x0, y1 - y0
    local n = math.max(math.abs(dx), math.abs(dy))
    local function along(i, d) -- round(i * d / n), halves away from the start
        if n == 0 then
            return 0
        end
        local sign = d < 0 and -1 or 1
        return sign * math.floor((2 * i * math.abs(d) + n) / (2 * n))
    end
    for i = 0, n do
        local x, y
        if math.abs(dx) >= math.abs(dy) then
            x, y = x0 + (dx < 0 and -i or i), y0 + along(i, dy)
        else
            x, y = x0 + along(i, dx), y0 + (dy < 0 and -i or i)
        end
        local best
        for _, id in ipairs(oracle.query_point(entries, x, y, layers, exclude)) do
            if not best or slot(id) < slot(best) then
                best = id
            end
        end
        if best then
            return best, x, y
        end
    end
    return nil
end

return oracle
