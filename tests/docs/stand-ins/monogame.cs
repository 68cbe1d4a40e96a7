// SPDX-License-Identifier: MIT
// Stand-ins for the few MonoGame (Microsoft.Xna.Framework) types the manual's MonoGame
// sample uses, with MonoGame's names and signatures, so check_samples.py can compile that
// sample against the real C# binding (MonoGame is not installed here; nothing of this runs).
namespace Microsoft.Xna.Framework
{
    public struct Vector2
    {
        public float X, Y;
        public Vector2(float x, float y) { X = x; Y = y; }
        public static Vector2 operator +(Vector2 a, Vector2 b) { return a; }
        public static Vector2 operator *(Vector2 a, float scale) { return a; }
    }

    public struct Color
    {
        public static Color Black { get { return default(Color); } }
        public static Color White { get { return default(Color); } }
    }

    public struct Rectangle { }

    public class GameTime { public System.TimeSpan ElapsedGameTime { get; set; } }

    public class Game : System.IDisposable
    {
        public Content.ContentManager Content { get; set; }
        public Graphics.GraphicsDevice GraphicsDevice { get { return null; } }
        protected virtual void LoadContent() { }
        protected virtual void Update(GameTime gameTime) { }
        protected virtual void Draw(GameTime gameTime) { }
        public void Run() { }
        public void Dispose() { }
    }

    public class GraphicsDeviceManager { public GraphicsDeviceManager(Game game) { } }
}

namespace Microsoft.Xna.Framework.Content
{
    public class ContentManager
    {
        public string RootDirectory { get; set; }
        public virtual T Load<T>(string assetName) { return default(T); }
    }
}

namespace Microsoft.Xna.Framework.Graphics
{
    public class GraphicsDevice { public void Clear(Color color) { } }
    public class Texture2D { }
    public enum SpriteEffects { None, FlipHorizontally, FlipVertically }

    public class SpriteBatch
    {
        public SpriteBatch(GraphicsDevice graphicsDevice) { }
        public void Begin() { }
        public void Draw(Texture2D texture, Vector2 position, Rectangle? sourceRectangle, Color color,
                         float rotation, Vector2 origin, float scale, SpriteEffects effects,
                         float layerDepth) { }
        public void End() { }
    }
}
