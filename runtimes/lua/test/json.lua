-- SPDX-License-Identifier: MIT
-- A small JSON reader for the tests (no lua-cjson needed): objects become tables, arrays
-- become sequences, null becomes json.null, \u escapes become UTF-8.
local json = {null = setmetatable({}, {__tostring = function() return "null" end})}

local function utf8(code)
    if code < 0x80 then
        return string.char(code)
    elseif code < 0x800 then
        return string.char(0xC0 + math.floor(code / 64), 0x80 + code % 64)
    elseif code < 0x10000 then
        return string.char(0xE0 + math.floor(code / 4096), 0x80 + math.floor(code / 64) % 64,
                           0x80 + code % 64)
    end
    return string.char(0xF0 + math.floor(code / 262144), 0x80 + math.floor(code / 4096) % 64,
                       0x80 + math.floor(code / 64) % 64, 0x80 + code % 64)
end

local ESCAPES = {['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n",
                 r = "\r", t = "\t"}

local LITERALS = {t = {"true", true}, f = {"false", false}, n = {"null", json.null}}

function json.decode(text)
    local at = 1
    local value

    local function fail(what)
        error(("JSON: %s at byte %d"):format(what, at), 0)
    end

    local function skip()
        at = text:find("[^ \t\r\n]", at) or #text + 1
    end

    local function str()
        local parts, from = {}, at + 1
        while true do
            local stop = text:find('["\\]', from)
            if not stop then
                fail("unterminated string")
            end
            parts[#parts + 1] = text:sub(from, stop - 1)
            if text:byte(stop) == 34 then
                at = stop + 1
                return table.concat(parts)
            end
            local kind = text:sub(stop + 1, stop + 1)
            if kind == "u" then
                local code = tonumber(text:sub(stop + 2, stop + 5), 16)
                from = stop + 6
                if code >= 0xD800 and code < 0xDC00 and text:sub(from, from + 1) == "\\u" then
                    local low = tonumber(text:sub(from + 2, from + 5), 16)
                    code = 0x10000 + (code - 0xD800) * 1024 + (low - 0xDC00)
                    from = from + 6
                end
                parts[#parts + 1] = utf8(code)
            else
                parts[#parts + 1] = ESCAPES[kind] or fail("bad escape")
                from = stop + 2
            end
        end
    end

    -- Reads the items of an object or array up to `close`, each with read_item().
    local function items(close, read_item)
        at = at + 1
        skip()
        if text:sub(at, at) == close then
            at = at + 1
            return
        end
        while true do
            read_item()
            skip()
            local c = text:sub(at, at)
            at = at + 1
            if c == close then
                return
            elseif c ~= "," then
                fail("expected ',' or '" .. close .. "'")
            end
        end
    end

    function value()
        skip()
        local c = text:sub(at, at)
        if c == "{" then
            local object = {}
            items("}", function()
                skip()
                local key = str()
                skip()
                if text:sub(at, at) ~= ":" then
                    fail("expected ':'")
                end
                at = at + 1
                object[key] = value()
            end)
            return object
        elseif c == "[" then
            local array = {}
            items("]", function()
                array[#array + 1] = value()
            end)
            return array
        elseif c == '"' then
            return str()
        end
        local word = LITERALS[c]
        if word then
            if text:sub(at, at + #word[1] - 1) ~= word[1] then
                fail("unexpected word")
            end
            at = at + #word[1]
            return word[2]
        end
        local number = text:match("^-?%d+%.?%d*[eE]?[-+]?%d*", at)
        if not number or number == "" then
            fail("unexpected character")
        end
        at = at + #number
        return tonumber(number)
    end

    local result = value()
    skip()
    if at <= #text then
        fail("trailing text")
    end
    return result
end

return json
