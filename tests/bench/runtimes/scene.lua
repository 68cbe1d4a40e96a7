-- SPDX-License-Identifier: MIT
-- The runtimes' shared benchmark scene in Lua (scene.md): per-call pair tests, World frames
-- at 1,000 and 3,000 sprites, and queries, as key = value lines. Run from the repository:
--   HITMASK_LIBRARY=build/core/libhitmask.so.0 luajit tests/bench/runtimes/scene.lua
local here = arg[0]:match("^(.*)/[^/]*$") or "."
package.path = here .. "/../../../runtimes/lua/?.lua;" .. package.path
local hitmask = require("hitmask")

local FIELD_W, FIELD_H, FRAMES, RUNS, QUERIES = 1024, 768, 10, 5, 256
local cpu = os.clock

-- s = (s * 1103515245 + 12345) mod 2^31 in 64-bit integers (a double would lose the low
-- bits); a draw below n is bits 16-30 mod n.
local function lcg(seed)
    local s = 0ULL + seed
    return function(n)
        s = (s * 1103515245ULL + 12345ULL) % 2147483648ULL
        return tonumber(s / 65536ULL) % n
    end
end

local function disc()
    local mask = hitmask.mask(32, 32)
    for pixel = 0, 32 * 32 - 1 do
        local x, y = pixel % 32, math.floor(pixel / 32)
        mask:set(x, y, (2 * x - 31) ^ 2 + (2 * y - 31) ^ 2 <= 1024)
    end
    return mask
end

local sink = 0

local function per_call(mask)
    local calls = 1000000
    for _, case in ipairs({{"overlaps", mask.overlaps}, {"overlap_area", mask.overlap_area},
                           {"first_contact", mask.first_contact}}) do
        local f, best = case[2], math.huge
        for _ = 1, RUNS do
            local start = cpu()
            for _ = 1, calls do
                if f(mask, mask, 20, 9) then
                    sink = sink + 1
                end
            end
            best = math.min(best, cpu() - start)
        end
        print(("%s_ns = %.1f"):format(case[1], best / calls * 1e9))
    end
    local x, y = mask:first_contact(mask, 20, 9)
    print(("check_overlap = %d %d %d,%d"):format(mask:overlaps(mask, 20, 9) and 1 or 0,
                                                 mask:overlap_area(mask, 20, 9), x, y))
end

local function frames(mask, n)
    local world = hitmask.world{cell_size = 64}
    local draw = lcg(1)
    local xy, v, ids = {}, {}, {}
    for i = 1, n do
        xy[2 * i - 1], xy[2 * i] = draw(FIELD_W), draw(FIELD_H)
        v[2 * i - 1], v[2 * i] = draw(7) - 3, draw(7) - 3
        ids[i] = world:add(mask, xy[2 * i - 1], xy[2 * i])
    end
    local events, pairs = #world:step(), 0
    local function advance()
        for i = 1, 2 * n, 2 do
            xy[i] = (xy[i] + v[i]) % FIELD_W
            xy[i + 1] = (xy[i + 1] + v[i + 1]) % FIELD_H
        end
    end
    local single, many, colliding = math.huge, math.huge, math.huge
    for _ = 1, RUNS do
        local start = cpu()
        for _ = 1, FRAMES do
            advance()
            for i = 1, n do
                world:move(ids[i], xy[2 * i - 1], xy[2 * i])
            end
            events = events + #world:step()
        end
        single = math.min(single, cpu() - start)
    end
    for _ = 1, RUNS do
        local moving, pairing = 0, 0
        for _ = 1, FRAMES do
            local start = cpu()
            advance()
            world:move_many(ids, xy)
            events = events + #world:step()
            local middle = cpu()
            pairs = pairs + #world:collisions()
            pairing = pairing + cpu() - middle
            moving = moving + middle - start
        end
        many, colliding = math.min(many, moving), math.min(colliding, pairing)
    end
    print(("frame_move_step_us_%d = %.1f"):format(n, single / FRAMES * 1e6))
    print(("frame_move_many_step_us_%d = %.1f"):format(n, many / FRAMES * 1e6))
    print(("collisions_us_%d = %.1f"):format(n, colliding / FRAMES * 1e6))
    print(("check_counts_%d = %d pairs %d events"):format(n, pairs, events))
    return world
end

local function queries(world)
    local draw = lcg(2)
    local points, segments = {}, {}
    for i = 1, QUERIES do
        points[i] = {draw(FIELD_W), draw(FIELD_H)}
        local side, u = draw(4), draw(601) - 300
        local x, y = draw(FIELD_W), draw(FIELD_H)
        segments[i] = {x, y, x + (side == 0 and 300 or side == 1 and -300 or u),
                       y + (side == 2 and 300 or side == 3 and -300 or u)}
    end
    local best_point, best_segment, ids, hits, hit_sum = math.huge, math.huge, 0, 0, 0
    for _ = 1, RUNS do
        ids, hits, hit_sum = 0, 0, 0
        local start = cpu()
        for i = 1, QUERIES do
            ids = ids + #world:query_point(points[i][1], points[i][2])
        end
        local middle = cpu()
        for i = 1, QUERIES do
            local s = segments[i]
            local id, x, y = world:query_segment(s[1], s[2], s[3], s[4])
            if id then
                hits, hit_sum = hits + 1, hit_sum + x + y
            end
        end
        local finish = cpu()
        best_point = math.min(best_point, middle - start)
        best_segment = math.min(best_segment, finish - middle)
    end
    print(("query_point_us = %.2f"):format(best_point / QUERIES * 1e6))
    print(("query_segment_us = %.2f"):format(best_segment / QUERIES * 1e6))
    print(("check_queries = %d ids %d hits %d"):format(ids, hits, hit_sum))
end

print("runtime = Lua (" .. jit.version .. ")")
local mask = disc()
per_call(mask)
queries(frames(mask, 1000))
frames(mask, 3000)
if sink == 42 then
    print("")
end
