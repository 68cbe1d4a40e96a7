-- SPDX-License-Identifier: MIT
-- Masks and a 1,000-entry World against brute-force oracles over plain Lua tables
-- (oracle.lua): random masks, widths around 64, negative and far offsets, frames placed
-- by their pivots, removed and reused ids, layers, every query kind with an excluded id,
-- contact events, pair details; then strict mode and a warm frame that allocates nothing.
-- Run: luajit world.lua (HITMASK_LIBRARY names the library).
local here = arg[0]:match("^(.*)/[^/]*$") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path
local hitmask = require("hitmask")
local json = require("json")
local oracle = require("oracle")
local checks = require("world_checks")

math.randomseed(tonumber(os.getenv("HITMASK_SEED") or "") or 32)
local random = math.random
local t = checks.new()

-- Random masks, each twice: a hitmask mask drawn pixel by pixel, and its oracle grid.
local SIDES = {1, 2, 3, 7, 8, 9, 16, 31, 33, 63, 64, 65, 70}
local shapes = {}
for i = 1, 40 do
    local w, h = SIDES[random(#SIDES)], SIDES[random(#SIDES)]
    local density = ({0.05, 0.3, 0.7, 1})[1 + i % 4]
    local grid = oracle.mask(w, h, function() return random() < density end)
    local mask = hitmask.mask(w, h)
    for p = 1, #grid.pixels, 2 do
        mask:set(grid.pixels[p], grid.pixels[p + 1])
    end
    shapes[i] = {mask = mask, grid = grid}
end

-- Frames of the conformance files, with oracle grids read from the suite's rows.
local suite = here .. "/../../../tests/conformance"
local stream = assert(io.open(suite .. "/expected.json", "rb"))
local spec = json.decode(stream:read("*a"))
stream:close()
local frames = {}
for _, case in ipairs(spec.files) do
    local file = hitmask.load(suite .. "/files/" .. case.name)
    for f, want in ipairs(case.frames) do
        if want.width <= 130 and want.height <= 130 then
            for _, channel in ipairs(case.channels) do
                local rows = want.masks[channel].rows
                local grid = oracle.mask(want.width, want.height, function(x, y)
                    local byte = tonumber(rows[y + 1]:sub(2 * math.floor(x / 8) + 1,
                                                          2 * math.floor(x / 8) + 2), 16)
                    return math.floor(byte / 2 ^ (7 - x % 8)) % 2 == 1
                end)
                frames[#frames + 1] = {frame = file.frames[f], channel = channel, grid = grid,
                                       ox = want.origin[1], oy = want.origin[2]}
            end
        end
    end
end

---------------------------------------------------------------------- mask pairs
local function far()
    return ({-2000000000, 2000000000, -2147483647, 2147483647})[random(4)]
end
for i = 1, 4000 do
    local a, b = shapes[random(#shapes)], shapes[random(#shapes)]
    local dx, dy = random(-b.grid.w - 2, a.grid.w + 2), random(-b.grid.h - 2, a.grid.h + 2)
    if i % 10 == 0 then
        dx = far()
    end
    local where = ("pair %d (%dx%d, %dx%d at %d,%d)"):format(i, a.grid.w, a.grid.h, b.grid.w,
                                                          b.grid.h, dx, dy)
    local area, cx, cy = oracle.overlap(a.grid, b.grid, dx, dy)
    t:same(a.mask:overlaps(b.mask, dx, dy), area > 0, where .. " overlaps")
    t:same(a.mask:overlap_area(b.mask, dx, dy), area, where .. " area")
    t:same(t.point(a.mask:first_contact(b.mask, dx, dy)), t.point(cx, cy), where .. " contact")
    if i % 4 == 0 then
        local s = a.mask:separation(b.mask, dx, dy)
        t:same(t.list({s.left, s.right, s.up, s.down, s.push_x, s.push_y}),
               t.list({oracle.separation(a.grid, b.grid, dx, dy)}), where .. " separation")
    end
    if i % 8 == 0 then
        local both = a.mask:overlap_mask(b.mask, dx, dy)
        t:same(both.width .. "x" .. both.height, a.grid.w .. "x" .. a.grid.h, where .. " mask size")
        t:same(both:count(), area, where .. " overlap_mask count")
        local p = a.grid.pixels
        for k = 1, #p, 2 do
            if both:get(p[k], p[k + 1]) ~= oracle.solid(b.grid, p[k] - dx, p[k + 1] - dy) then
                t:same(false, true, where .. " overlap_mask pixel " .. p[k] .. "," .. p[k + 1])
                break
            end
        end
    end
end
print(("masks: %d answers"):format(t.checked))

require("world_rounds")(t, shapes, frames)
require("world_strict")(t, shapes, frames)
t:finish()
