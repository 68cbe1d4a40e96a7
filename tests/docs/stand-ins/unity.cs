// SPDX-License-Identifier: MIT
// Stand-ins for the few UnityEngine types the manual's Unity sample uses, with Unity's
// names and signatures, so check_samples.py can compile that sample against the real C#
// binding (Unity itself is not installed here; nothing of this runs).
namespace UnityEngine
{
    public class Object { }
    public class Component : Object { public Transform transform { get { return null; } } }
    public class Behaviour : Component { }
    public class MonoBehaviour : Behaviour { }
    public class Transform : Component { public Vector3 position { get; set; } }
    public struct Vector3 { public float x, y, z; }

    public static class Application
    {
        public static string streamingAssetsPath { get { return ""; } }
    }

    public static class Mathf
    {
        public static int FloorToInt(float f) { return 0; }
    }
}

namespace UnityEngine.Events
{
    public abstract class UnityEventBase { }
    public class UnityEvent<T0> : UnityEventBase
    {
        public void AddListener(System.Action<T0> call) { }
        public void Invoke(T0 arg0) { }
    }
}
