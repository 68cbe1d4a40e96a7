-- SPDX-License-Identifier: MIT
-- Benchmarks of the Lua module (not a test): ns per mask:overlaps() call, and µs per frame
-- of a 1,000-sprite world (bulk move, then step) through the buffer forms the module uses,
-- against the C API's callback forms called from LuaJIT. Run from the repository:
--   HITMASK_LIBRARY=build/core/libhitmask.so.0 luajit runtimes/lua/bench.lua
local here = arg[0]:match("^(.*)/[^/]*$") or "."
package.path = here .. "/?.lua;" .. package.path
local ffi = require("ffi")
local hitmask = require("hitmask")
local C = require("hitmask.cdef")

ffi.cdef([[
typedef void (*hm_contact_callback)(uint32_t first, uint32_t second, int phase, void* user);
long long hm_world_step(hm_world* world, hm_contact_callback contact, void* user);
typedef void (*hm_pair_callback)(uint32_t first, uint32_t second, void* user);
long long hm_world_collisions(hm_world* world, hm_pair_callback pair, void* user);
]])

math.randomseed(1)
local random = math.random

-- The best of `rounds` timings of f(), in seconds.
local function best(rounds, f)
    local fastest = math.huge
    for _ = 1, rounds do
        local start = os.clock()
        f()
        fastest = math.min(fastest, os.clock() - start)
    end
    return fastest
end

local function circle(d)
    local mask, r = hitmask.mask(d, d), d / 2
    for y = 0, d - 1 do
        for x = 0, d - 1 do
            if (x + 0.5 - r) ^ 2 + (y + 0.5 - r) ^ 2 <= r * r then
                mask:set(x, y)
            end
        end
    end
    return mask
end

-- 1. One pair test: two 48 x 48 circles at random offsets within 96 px (about a fifth touch).
local a, b = circle(48), circle(48)
local N = 1000000
local dx, dy = ffi.new("int[?]", N), ffi.new("int[?]", N)
for i = 0, N - 1 do
    dx[i], dy[i] = random(-96, 96), random(-96, 96)
end
local hits = 0
local seconds = best(5, function()
    hits = 0
    for i = 0, N - 1 do
        if a:overlaps(b, dx[i], dy[i]) then
            hits = hits + 1
        end
    end
end)
print(("mask:overlaps          %6.1f ns per call (%d%% touching)"):format(seconds / N * 1e9,
                                                                        hits * 100 / N))

-- 2. A frame of 1,000 sprites (24 to 48 px circles) drifting over 1,600 x 1,600.
local SPRITES, FRAMES, SIDE = 1000, 200, 1600
local world = hitmask.world{cell_size = 64}
local ids, xy, vx, vy = {}, {}, {}, {}
for i = 1, SPRITES do
    ids[i] = world:add(circle(24 + 8 * (i % 4)), random(0, SIDE), random(0, SIDE))
    xy[2 * i - 1], xy[2 * i] = world:position(ids[i])
    vx[i], vy[i] = random(-2, 2), random(-2, 2)
end
local function move_all()
    for i = 1, SPRITES do
        xy[2 * i - 1] = (xy[2 * i - 1] + vx[i]) % SIDE
        xy[2 * i] = (xy[2 * i] + vy[i]) % SIDE
    end
    world:move_many(ids, xy)
end

local events, seen = {}, 0
local function buffer_frame()
    move_all()
    seen = seen + #world:step(events)
end
local callback_seen = 0
local on_contact = ffi.cast("hm_contact_callback", function() callback_seen = callback_seen + 1 end)
local function callback_frame()
    move_all()
    C.hm_world_step(world.ptr, on_contact, nil)
end
local function move_frame()
    move_all()
end
local function count_frame() -- the core's own cost: events counted, none handed over
    move_all()
    C.hm_world_step(world.ptr, nil, nil)
end

for _ = 1, 50 do
    buffer_frame()
end
local moves = best(3, function() for _ = 1, FRAMES do move_frame() end end) / FRAMES
local buffered = best(3, function() seen = 0 for _ = 1, FRAMES do buffer_frame() end end) / FRAMES
local per_frame = seen / FRAMES
local called = best(3, function() for _ = 1, FRAMES do callback_frame() end end) / FRAMES
local counted = best(3, function() for _ = 1, FRAMES do count_frame() end end) / FRAMES
print(("world:move_many        %6.1f µs per frame of %d sprites"):format(moves * 1e6, SPRITES))
print(("move_many + step(out)  %6.1f µs per frame (%.0f events a frame)"):format(buffered * 1e6,
                                                                               per_frame))
print(("move_many + callbacks  %6.1f µs per frame (hm_world_step calling back into Lua)"):format(
    called * 1e6))
print(("move_many + step(NULL) %6.1f µs per frame (the core counting, nothing handed over)")
          :format(counted * 1e6))
print(("per event handed over: %6.1f ns through step(out), %6.1f ns through callbacks"):format(
    (buffered - counted) / per_frame * 1e9, (called - counted) / per_frame * 1e9))

local pairs_out = {}
local collisions = best(3, function() for _ = 1, FRAMES do world:collisions(pairs_out) end end)
local pair_count = #pairs_out
local on_pair = ffi.cast("hm_pair_callback", function() callback_seen = callback_seen + 1 end)
local pair_called = best(3, function()
    for _ = 1, FRAMES do C.hm_world_collisions(world.ptr, on_pair, nil) end
end)
print(("world:collisions(out)  %6.1f µs per call (%d pairs); callback form %6.1f µs"):format(
    collisions / FRAMES * 1e6, pair_count, pair_called / FRAMES * 1e6))
on_contact:free()
on_pair:free()
