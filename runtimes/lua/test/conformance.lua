-- SPDX-License-Identifier: MIT
-- The conformance suite (tests/conformance, its README and docs say the schema) through
-- the Lua module: every answer of every section, compared with what the C++ core gave.
-- Run: luajit conformance.lua SUITE_FOLDER (HITMASK_LIBRARY names the library).
local here = arg[0]:match("^(.*)/[^/]*$") or "."
package.path = here .. "/?.lua;" .. here .. "/../?.lua;" .. package.path
local json = require("json")
local hitmask = require("hitmask")

local suite = assert(arg[1], "usage: conformance.lua tests/conformance")
local null = json.null
local checked, wrong = 0, {}

local function read(path)
    local stream = assert(io.open(path, "rb"))
    local data = stream:read("*a")
    stream:close()
    return data
end

local spec = json.decode(read(suite .. "/expected.json"))

-- Counts one answer; keeps a message (up to 20) when got ~= want.
local function same(got, want, where)
    checked = checked + 1
    if got ~= want then
        if #wrong < 20 then
            wrong[#wrong + 1] = ("%s: got %s, expected %s"):format(where, tostring(got), tostring(want))
        else
            wrong.more = (wrong.more or 0) + 1
        end
    end
end

local files = {}
local function file_named(name)
    files[name] = files[name] or hitmask.load(suite .. "/files/" .. name)
    return files[name]
end

-- A mask named as the suite names them: file, 0-based frame, channel name.
local function mask_named(ref)
    return file_named(ref.file).frames[ref.frame + 1]:mask(ref.channel)
end

-- The suite's rows: one hex string per row, the most significant bit the leftmost pixel.
local function hex_rows(mask)
    local rows = {}
    for y = 0, mask.height - 1 do
        local bytes = {}
        for byte = 0, math.ceil(mask.width / 8) - 1 do
            local value = 0
            for bit = 0, 7 do
                if mask:get(byte * 8 + bit, y) then
                    value = value + 2 ^ (7 - bit)
                end
            end
            bytes[#bytes + 1] = ("%02x"):format(value)
        end
        rows[#rows + 1] = table.concat(bytes)
    end
    return rows
end

local function same_rows(mask, rows, count, where)
    local got = hex_rows(mask)
    same(#got, #rows, where .. " rows")
    for y = 1, #rows do
        same(got[y], rows[y], where .. " row " .. (y - 1))
    end
    same(mask:count(), count, where .. " count")
end

local function point_text(x, y)
    return x == nil and "nil" or (x .. "," .. tostring(y))
end

local function want_point(p)
    return p == null and "nil" or (p[1] .. "," .. p[2])
end

------------------------------------------------------------------------------------------

same(spec.format, "hitmask-conformance", "format")
for key, value in pairs(spec.limits) do
    same(hitmask["MAX_" .. key:sub(5):upper()], value, "limit " .. key)
end

for _, case in ipairs(spec.files) do
    local file = file_named(case.name)
    local where = case.name
    same(file.version, case.version, where .. " version")
    same(file.encoding, case.encoding, where .. " encoding")
    same(table.concat(file.channels, "\0"), table.concat(case.channels, "\0"), where .. " channels")
    same(#file.frames, #case.frames, where .. " frames")
    for i, want in ipairs(case.frames) do
        local frame, at = file.frames[i], where .. " frame " .. (i - 1)
        same(frame.width, want.width, at .. " width")
        same(frame.height, want.height, at .. " height")
        same(point_text(frame.origin.x, frame.origin.y), want_point(want.origin), at .. " origin")
        for c, channel in ipairs(case.channels) do
            local mask = frame:mask(channel)
            same(mask, frame:mask(c), at .. " channel by index")
            same(mask.width .. "x" .. mask.height, want.width .. "x" .. want.height, at .. " size")
            same_rows(mask, want.masks[channel].rows, want.masks[channel].count, at .. " " .. channel)
        end
    end
end

for _, case in ipairs(spec.rgba) do
    local mask = hitmask.mask_from_rgba(read(suite .. "/rgba/" .. case.name), case.width,
                                        case.height, case.threshold)
    same_rows(mask, case.rows, case.count, case.name .. "@" .. case.threshold)
end

local separation = {}
for _, pair in ipairs(spec.pairs) do
    local a, b = mask_named(pair.a), mask_named(pair.b)
    for _, o in ipairs(pair.offsets) do
        local dx, dy = o.dx, o.dy
        local at = ("%s/%d/%s vs %s/%d/%s at %d,%d"):format(pair.a.file, pair.a.frame, pair.a.channel,
                                                          pair.b.file, pair.b.frame, pair.b.channel,
                                                          dx, dy)
        same(a:overlaps(b, dx, dy), o.overlaps, at .. " overlaps")
        same(a:overlap_area(b, dx, dy), o.area, at .. " area")
        same(point_text(a:first_contact(b, dx, dy)), want_point(o.contact), at .. " contact")
        if o.separation then
            local s = a:separation(b, dx, dy, separation)
            same(table.concat({s.left, s.right, s.up, s.down}, " "), table.concat(o.separation, " "),
                 at .. " separation")
            same(point_text(s.push_x, s.push_y), want_point(o.push), at .. " push")
        end
        if o.overlap_mask then
            same_rows(a:overlap_mask(b, dx, dy), o.overlap_mask.rows, o.overlap_mask.count,
                      at .. " overlap_mask")
        end
    end
end

for number, case in ipairs(spec.worlds) do
    local world, ids, entries = hitmask.world{cell_size = case.cell_size}, {}, {}
    for s, step in ipairs(case.steps) do
        for _, add in ipairs(step.add or {}) do
            local id = world:add(mask_named(add.mask), add.x, add.y)
            world:set_layers(id, add.layers, add.collides_with)
            ids[add.entry], entries[id] = id, add.entry
        end
        for _, move in ipairs(step.move or {}) do
            world:move(ids[move.entry], move.x, move.y)
        end
        for _, entry in ipairs(step.remove or {}) do
            world:remove(ids[entry])
        end
        local got = {}
        for i, pair in ipairs(world:collisions()) do
            local x, y = entries[pair[1]], entries[pair[2]]
            got[i] = math.min(x, y) * 1e7 + math.max(x, y)
        end
        table.sort(got)
        local want = {}
        for i, pair in ipairs(step.pairs) do
            want[i] = pair[1] * 1e7 + pair[2]
        end
        same(table.concat(got, " "), table.concat(want, " "), ("world %d step %d pairs"):format(number, s))
    end
end

for _, case in ipairs(spec.malformed) do
    local ok, message = pcall(function()
        hitmask.load(suite .. "/malformed/" .. case.name)
    end)
    same(ok, false, case.name .. " refused")
    -- error() put where the call was in front: "conformance.lua:NN: message".
    same(tostring(message):match("^[^:]*:%d+: (.*)$"), case.error, case.name .. " message")
end

local sections = require("conformance_world")(spec, mask_named, file_named, same)

print(("%d answers checked (%d files, %d rgba, %d pairs, %d worlds, %d malformed%s)"):format(
    checked, #spec.files, #spec.rgba, #spec.pairs, #spec.worlds, #spec.malformed, sections))
if #wrong > 0 then
    print(table.concat(wrong, "\n"))
    if wrong.more then
        print(("... and %d more"):format(wrong.more))
    end
    os.exit(1)
end
