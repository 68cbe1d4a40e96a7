// SPDX-License-Identifier: MIT
// The native library's version, as the binding loaded it, for a game to check at start
// that the libhitmask it ships is the one the binding was written for.
namespace Hitmask
{
    /// <summary>The loaded libhitmask.</summary>
    public static class Library
    {
        /// <summary>The binding's version, the same as Hitmask.csproj's and the C headers'.</summary>
        public const string BindingVersion = "0.2.0";

        /// <summary>The native library's version, "major.minor.patch" (hm_version).</summary>
        public static string Version { get { return Utf8.Read(Native.hm_version()); } }

        /// <summary>The native library's version as major * 10000 + minor * 100 + patch.</summary>
        public static int VersionNumber { get { return Native.hm_version_number(); } }
    }
}
