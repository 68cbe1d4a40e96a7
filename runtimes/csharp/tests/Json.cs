// SPDX-License-Identifier: MIT
// A small JSON reader for the conformance suite's expected.json, so that the tests need no
// JSON package of Mono: objects become Dictionary<string, object>, arrays List<object>,
// integers long, other numbers double, and null null.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Hitmask.Tests
{
    internal sealed class Json
    {
        private readonly string _text;
        private int _at;

        private Json(string text) { _text = text; }

        public static object Parse(string text)
        {
            var json = new Json(text);
            object value = json.Value();
            json.Space();
            if (json._at != text.Length)
                throw json.Error("text after the value");
            return value;
        }

        private Exception Error(string what) { return new FormatException("JSON at " + _at + ": " + what); }

        private void Space()
        {
            while (_at < _text.Length && char.IsWhiteSpace(_text[_at]))
                _at++;
        }

        private void Expect(char c)
        {
            Space();
            if (_at >= _text.Length || _text[_at] != c)
                throw Error("expected '" + c + "'");
            _at++;
        }

        private bool Next(char c)
        {
            Space();
            if (_at < _text.Length && _text[_at] == c)
            {
                _at++;
                return true;
            }
            return false;
        }

        private object Value()
        {
            Space();
            if (_at >= _text.Length)
                throw Error("unexpected end");
            char c = _text[_at];
            if (c == '{')
                return Object();
            if (c == '[')
                return Array();
            if (c == '"')
                return String();
            if (Word("true"))
                return true;
            if (Word("false"))
                return false;
            if (Word("null"))
                return null;
            return Number();
        }

        private bool Word(string word)
        {
            if (string.CompareOrdinal(_text, _at, word, 0, word.Length) != 0)
                return false;
            _at += word.Length;
            return true;
        }

        private Dictionary<string, object> Object()
        {
            var result = new Dictionary<string, object>();
            Expect('{');
            if (Next('}'))
                return result;
            do
            {
                Space();
                string key = String();
                Expect(':');
                result[key] = Value();
            } while (Next(','));
            Expect('}');
            return result;
        }

        private List<object> Array()
        {
            var result = new List<object>();
            Expect('[');
            if (Next(']'))
                return result;
            do
                result.Add(Value());
            while (Next(','));
            Expect(']');
            return result;
        }

        private string String()
        {
            if (_text[_at] != '"')
                throw Error("expected a string");
            _at++;
            var result = new StringBuilder();
            while (true)
            {
                if (_at >= _text.Length)
                    throw Error("unterminated string");
                char c = _text[_at++];
                if (c == '"')
                    return result.ToString();
                if (c != '\\')
                {
                    result.Append(c);
                    continue;
                }
                char e = _text[_at++];
                switch (e)
                {
                case 'n': result.Append('\n'); break;
                case 't': result.Append('\t'); break;
                case 'r': result.Append('\r'); break;
                case 'b': result.Append('\b'); break;
                case 'f': result.Append('\f'); break;
                case 'u':
                    result.Append((char)int.Parse(_text.Substring(_at, 4), NumberStyles.HexNumber));
                    _at += 4;
                    break;
                default: result.Append(e); break;
                }
            }
        }

        private object Number()
        {
            int start = _at;
            while (_at < _text.Length && "+-0123456789.eE".IndexOf(_text[_at]) >= 0)
                _at++;
            string token = _text.Substring(start, _at - start);
            if (token.Length == 0)
                throw Error("unexpected character");
            long integer;
            if (long.TryParse(token, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out integer))
                return integer;
            return double.Parse(token, CultureInfo.InvariantCulture);
        }
    }
}
