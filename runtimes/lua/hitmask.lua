-- SPDX-License-Identifier: MIT
-- Hitmask for LuaJIT: HMSK files, collision masks and the World, over libhitmask's C API
-- through the FFI (no compiled glue). docs/lua.md is its manual.
--
-- Indices follow Lua: frames and channels count from 1. Coordinates are pixels and count
-- from 0, as in the HMSK file and LÖVE's ImageData; a fractional one is floored. Errors
-- are raised with error(); wrap a call in pcall to catch one.
local ffi = require("ffi")
local C = require("hitmask.cdef")

local floor = math.floor

local hitmask = {
    version = ffi.string(C.hm_version()),
    -- Every layer bit: the default `layers` of the queries.
    ALL_LAYERS = 0xFFFFFFFF,
    -- The HMSK format's limits (docs/hmsk-format.md, Limits), as the C API's HM_HMSK_MAX_*.
    MAX_FRAMES = 65535,
    MAX_CHANNELS = 65535,
    MAX_NAME_BYTES = 255,
    MAX_SIDE = 1073741824,
    MAX_FRAME_PIXELS = 268435456,
    MAX_PIXELS = 268435456,
    MAX_ROWS = 8388608,
    MAX_MASKS = 1048576,
    MAX_FILE_BYTES = 335544320,
}

-- Scratch space for the C calls' out-parameters, made once: the module runs in one Lua
-- state, one call at a time, so sharing them costs nothing and allocates nothing.
local scratch = {
    x = ffi.new("int[1]"),
    y = ffi.new("int[1]"),
    separation = ffi.new("struct hm_separation[1]"),
    error = ffi.new("char[?]", 1024),
}

-- The module's source files: an error names the first caller outside them.
local sources = {[debug.getinfo(1, "S").source] = true}

-- Raises `message` where the game called the module, as error(message, 2) does from a
-- function called directly.
local function raise(message)
    local level = 2
    while true do
        local info = debug.getinfo(level, "S")
        if not info or not sources[info.source] then
            break
        end
        level = level + 1
    end
    error(message, level)
end

-- Raises the C library's last error message (the function and the reason).
local function raise_last()
    raise("hitmask: " .. ffi.string(C.hm_last_error_message()))
end

-- Copies an hm_separation into `out` (a new table when nil).
local function separation_table(s, out)
    out = out or {}
    out.left, out.right, out.up, out.down = s.left, s.right, s.up, s.down
    out.push_x, out.push_y = s.push_x, s.push_y
    return out
end

---------------------------------------------------------------------------- Masks

local Mask = {}
Mask.__index = Mask

-- A mask object over `ptr`. A file's mask keeps its file (`owner`) alive, since the file
-- frees it; a mask of our own frees itself when collected.
local function wrap_mask(ptr, owner)
    if ptr == nil then
        raise_last()
    end
    if not owner then
        ptr = ffi.gc(ptr, C.hm_mask_free)
    end
    return setmetatable({ptr = ptr, width = C.hm_mask_width(ptr), height = C.hm_mask_height(ptr),
                         file = owner}, Mask)
end

-- An empty mask of width x height pixels.
function hitmask.mask(width, height)
    return wrap_mask(C.hm_mask_new(width, height))
end

-- A mask from 8-bit RGBA pixels (a Lua string or a pointer, such as LÖVE's
-- ImageData:getFFIPointer()): solid where alpha > threshold (default 127). `stride` is the
-- bytes from one row to the next, 4 x width by default.
function hitmask.mask_from_rgba(rgba, width, height, threshold, stride)
    stride = stride or width * 4
    if type(rgba) == "string" and #rgba < (height - 1) * stride + width * 4 then
        raise("hitmask.mask_from_rgba: " .. #rgba .. " bytes are too few for " .. width .. " x " ..
              height .. " pixels")
    end
    return wrap_mask(C.hm_mask_from_rgba(ffi.cast("const uint8_t*", rgba), width, height, stride,
                                         threshold or 127))
end

function Mask:__tostring()
    return ("hitmask mask %dx%d"):format(self.width, self.height)
end

-- Whether pixel (x, y) is solid (false outside the mask).
function Mask:get(x, y)
    return C.hm_mask_get(self.ptr, floor(x), floor(y)) ~= 0
end

-- Makes pixel (x, y) solid (solid == nil or true) or empty. A file's masks are read-only.
-- A mask in a world: give it to world:set_mask() again after editing.
function Mask:set(x, y, solid)
    if self.file then
        raise("hitmask: a file's mask cannot be changed")
    end
    return C.hm_mask_set(self.ptr, floor(x), floor(y), (solid == nil or solid) and 1 or 0) ~= 0
end

-- The number of solid pixels.
function Mask:count()
    return tonumber(C.hm_mask_count(self.ptr))
end

-- Whether `other`, its top-left at (dx, dy) in this mask's pixels, shares a solid pixel.
function Mask:overlaps(other, dx, dy)
    return C.hm_overlaps(self.ptr, other.ptr, floor(dx), floor(dy)) ~= 0
end

-- The number of pixels solid in both, `other` at (dx, dy).
function Mask:overlap_area(other, dx, dy)
    return tonumber(C.hm_overlap_area(self.ptr, other.ptr, floor(dx), floor(dy)))
end

-- The topmost, then leftmost pixel solid in both, in this mask's pixels: x, y; or nil.
function Mask:first_contact(other, dx, dy)
    if C.hm_first_contact(self.ptr, other.ptr, floor(dx), floor(dy), scratch.x, scratch.y) ~= 0 then
        return scratch.x[0], scratch.y[0]
    end
    return nil
end

-- How far `other` (at dx, dy) must move to stop overlapping: a table with left, right,
-- up, down (whole pixels along that direction alone) and push_x, push_y (the shortest of
-- the four as a move); all 0 when they do not overlap. Fills `out` when given.
function Mask:separation(other, dx, dy, out)
    if C.hm_separation(self.ptr, other.ptr, floor(dx), floor(dy), scratch.separation) < 0 then
        raise_last()
    end
    return separation_table(scratch.separation[0], out)
end

-- A new mask of this one's size, solid where both are (`other` at dx, dy).
function Mask:overlap_mask(other, dx, dy)
    return wrap_mask(C.hm_overlap_mask(self.ptr, other.ptr, floor(dx), floor(dy)))
end

------------------------------------------------------------------ Files and frames

local File, Frame = {}, {}
File.__index, Frame.__index = File, Frame

-- A channel's 0-based index in `file` from a name or a 1-based index (nil: the first).
local function channel_index(file, channel)
    if channel == nil then
        return 0
    end
    local index = file.channel_index[channel]
    if index then
        return index
    end
    if type(channel) == "number" then
        raise(("hitmask: channel %s out of range 1 to %d"):format(channel, #file.channels))
    end
    raise(("hitmask: no channel named %q"):format(tostring(channel)))
end

local function wrap_file(ptr, path)
    if ptr == nil then
        raise(ffi.string(scratch.error))
    end
    local file = setmetatable({ptr = ffi.gc(ptr, C.hm_file_free), path = path,
                               version = C.hm_file_version(ptr),
                               encoding = ffi.string(C.hm_file_encoding(ptr)), channels = {},
                               channel_index = {}, frames = {}}, File)
    for c = C.hm_file_channels(ptr), 1, -1 do -- backwards, so a repeated name means its first
        local name = ffi.string(C.hm_file_channel_name(ptr, c - 1))
        file.channels[c] = name
        file.channel_index[name], file.channel_index[c] = c - 1, c - 1
    end
    for i = 1, C.hm_file_frames(ptr) do
        C.hm_file_origin(ptr, i - 1, scratch.x, scratch.y)
        file.frames[i] = setmetatable({file = file, index = i,
                                       width = C.hm_file_frame_width(ptr, i - 1),
                                       height = C.hm_file_frame_height(ptr, i - 1),
                                       origin = {x = scratch.x[0], y = scratch.y[0]}, masks = {}},
                                      Frame)
    end
    return file
end

-- Loads an HMSK file; raises the reader's message ("cannot open ...", "not an HMSK file
-- (bad magic)") when it cannot.
function hitmask.load(path)
    return wrap_file(C.hm_file_load(path, scratch.error, 1024), path)
end

-- Loads an HMSK file from its bytes (a Lua string, as love.filesystem.read gives).
function hitmask.load_string(bytes)
    return wrap_file(C.hm_file_load_memory(bytes, #bytes, scratch.error, 1024))
end

function File:__tostring()
    return ("hitmask file (%d frames, channels %s)"):format(#self.frames,
                                                           table.concat(self.channels, ", "))
end

function Frame:__tostring()
    return ("hitmask frame %d (%dx%d, origin %d,%d)"):format(self.index, self.width, self.height,
                                                             self.origin.x, self.origin.y)
end

-- The frame's mask of one channel, by name or 1-based index (nil: the first, the
-- collision mask). The same object every time.
function Frame:mask(channel)
    local index = channel_index(self.file, channel)
    local mask = self.masks[index + 1]
    if not mask then
        mask = wrap_mask(C.hm_file_mask(self.file.ptr, self.index - 1, index), self.file)
        self.masks[index + 1] = mask
    end
    return mask
end

hitmask.world = require("hitmask.world")({
    C = C,
    Mask = Mask,
    channel_index = channel_index,
    raise = raise,
    raise_last = raise_last,
    sources = sources,
    scratch = scratch,
    separation_table = separation_table,
})

return hitmask
